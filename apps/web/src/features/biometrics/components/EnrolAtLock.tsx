// Enrolling a fingerprint, palm vein or face at the lock itself (issue 15): name, validity and the person's consent,
// then "Start" sends /<kind>/enroll and the lock waits for the person — each press (palm, look at the camera) shows
// live until the lock gives its number, or the cause of a failure with Retry (the person presses again). Closing does
// not stop the lock: it keeps waiting until its own timeout, and the list shows how it ends. Shown in a dialog from
// the tab, and on /manage/issuePrint for fingerprints.
import { Alert, Button, Form, Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
import { errorText } from '../../../lib/credentials/problems';
import { enrollBiometric, resyncBiometric, type BiometricKind, type BiometricRow } from '../api/biometricApi';
import { biometricFieldOf, enrollProblems, enrollRequest, newBiometricValues } from '../biometricForm';
import { kindKey } from '../biometricView';
import { useEnrolment } from '../hooks/useEnrolment';
import { BiometricFields } from './BiometricFields';
import { EnrolProgress } from './EnrolProgress';

type Props = {
  kind: BiometricKind;
  lock: LockDetail;
  /** A failed enrolment to start again at once (Retry in the list). */
  retry?: BiometricRow;
  onChanged: () => void;
  /** Close (dialog) or leave (page); while the lock waits, after saying it keeps waiting. */
  onClose: () => void;
  closeText?: string;
};

export function EnrolAtLock({ kind, lock, retry, onChanged, onClose, closeText }: Props) {
  const { t } = useTranslation();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const enrolment = useEnrolment(kind, lock.lockId, onChanged);
  const [retrying, setRetrying] = useState(false);
  const [retryProblem, setRetryProblem] = useState<string | null>(null);
  const form = useCredentialForm({
    initial: (now) => newBiometricValues(now, tz),
    check: (v, now) => enrollProblems(kind, v, lock.lockId, { now, tz }),
    send: (v) => enrolment.start(() => enrollBiometric(kind, enrollRequest(v, lock.lockId, tz))),
    fieldOf: biometricFieldOf,
    live: true,
  });
  const again = async (row: BiometricRow) => {
    setRetrying(true);
    setRetryProblem(null);
    try {
      await enrolment.start(() => resyncBiometric(kind, row.lockId, row.id));
    } catch (e) {
      setRetryProblem(errorText(e));
    } finally {
      setRetrying(false);
    }
  };
  // Retry from the list: enrol again once (not twice under StrictMode).
  const retried = useRef(false);
  useEffect(() => {
    if (!retry || retried.current) return;
    retried.current = true;
    enrolment.follow(retry);
    void again(retry);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const s = enrolment.state;
  if (s.phase === 'following' || (retry && s.phase !== 'idle')) {
    const waiting = s.phase === 'following' ? s.outcome.phase === 'waiting' : true;
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {s.phase === 'following' && (
          <EnrolProgress
            kind={kind}
            atLock
            step={s.step}
            outcome={s.outcome}
            onRetry={() => void again(s.row)}
            retrying={retrying}
            retryProblem={retryProblem}
          />
        )}
        {waiting && (
          <Alert type="info" showIcon message={t('biometrics.progress.closeHelp')} data-testid="enrol-close-help" />
        )}
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          {s.phase === 'following' && s.outcome.phase === 'done' && (
            <Button
              onClick={() => {
                enrolment.reset();
                form.set({ name: '', consent: false });
              }}
            >
              {t('biometrics.progress.another')}
            </Button>
          )}
          <Button type={waiting ? 'default' : 'primary'} onClick={onClose} data-testid="enrol-close">
            {closeText ?? t('biometrics.progress.close')}
          </Button>
        </Space>
      </Space>
    );
  }
  const { values, problems } = form;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void form.submit()}>
      <Alert type="info" showIcon message={t(kindKey(kind, 'how'))} style={{ marginBottom: 16 }} />
      <BiometricFields
        kind={kind}
        idPrefix={`${kind}-enrol`}
        values={values}
        onChange={form.set}
        problems={problems}
        timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
      />
      {problems.form && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problems.form} />
      )}
      <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={form.busy} data-testid={`${kind}-enrol-start`}>
          {t('biometrics.form.start')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('biometrics.form.startHelp')}
      </Typography.Paragraph>
    </Form>
  );
}

/** The same in a dialog (the tab's "Enroll at the lock", and Retry of a failed enrolment at the sensor). */
export function EnrolAtLockModal(p: Omit<Props, 'closeText'>) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={680}
      title={t(kindKey(p.kind, 'enrollTitle'))}
      footer={null}
      onCancel={p.onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <EnrolAtLock {...p} />
    </Modal>
  );
}
