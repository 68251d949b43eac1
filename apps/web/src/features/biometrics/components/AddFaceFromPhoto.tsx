// A face from a photo (/manage/issueFace, issue 15, spec §5): choose a jpg, png or bmp (the server takes at most
// 2 MB; a larger one — and a BMP — is redrawn in the browser as a JPEG of at most 1280 px first), see it, and the
// server's pre-check (/face/checkPhoto: "Looks good", or why it cannot be used); then name, validity and the
// person's consent, and Add (/face/add, checked again on the server) — followed until the lock took it, or the cause.
import { Alert, Button, Form, Space, Spin, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, UploadOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
import { errorText } from '../../../lib/credentials/problems';
import { addFace, checkFacePhoto } from '../api/biometricApi';
import { addFaceProblems, addFaceRequest, biometricFieldOf, newBiometricValues } from '../biometricForm';
import { PHOTO_ACCEPT, PhotoError, preparePhoto, sizeText, type PreparedPhoto } from '../facePhoto';
import { useEnrolment } from '../hooks/useEnrolment';
import { BiometricFields } from './BiometricFields';
import { EnrolProgress } from './EnrolProgress';

type Check =
  | { phase: 'none' }
  | { phase: 'preparing' }
  | { phase: 'checking' }
  | { phase: 'ok' }
  | { phase: 'refused'; message: string }
  /** The check could not run: the server checks again on Add. */
  | { phase: 'unchecked'; message: string };

type Props = { lock: LockDetail; onChanged: () => void; onDone: () => void };

export function AddFaceFromPhoto({ lock, onChanged, onDone }: Props) {
  const { t } = useTranslation();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const input = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [check, setCheck] = useState<Check>({ phase: 'none' });
  const enrolment = useEnrolment('face', lock.lockId, onChanged);
  const usable = check.phase === 'ok' || check.phase === 'unchecked' ? (photo?.dataUrl ?? null) : null;
  const form = useCredentialForm({
    initial: (now) => newBiometricValues(now, tz),
    check: (v, now) => {
      const out = addFaceProblems(v, lock.lockId, usable, { now, tz });
      if (photo && check.phase === 'refused') out.photo = 'biometrics.photo.chooseAnother';
      return out;
    },
    send: (v) => enrolment.start(() => addFace(addFaceRequest(v, lock.lockId, usable!, tz))),
    fieldOf: biometricFieldOf,
  });

  const choose = async (file: File | undefined) => {
    form.setProblems({});
    if (!file) return;
    setPhoto(null);
    setCheck({ phase: 'preparing' });
    let prepared: PreparedPhoto;
    try {
      prepared = await preparePhoto(file);
    } catch (e) {
      const problem = e instanceof PhotoError ? e.problem : 'unreadable';
      setCheck({ phase: 'refused', message: t(`biometrics.photo.${problem}`) });
      return;
    }
    setPhoto(prepared);
    setCheck({ phase: 'checking' });
    try {
      const r = await checkFacePhoto(prepared.dataUrl);
      setCheck(r.ok ? { phase: 'ok' } : { phase: 'refused', message: r.message ?? t('biometrics.photo.refused') });
    } catch (e) {
      setCheck({ phase: 'unchecked', message: errorText(e) });
    }
  };

  const s = enrolment.state;
  if (s.phase === 'following') {
    return (
      <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }}>
        <EnrolProgress kind="face" atLock={false} step={null} outcome={s.outcome} />
        <Space wrap>
          <Button
            onClick={() => {
              enrolment.reset();
              setPhoto(null);
              setCheck({ phase: 'none' });
              form.set({ name: '', consent: false });
            }}
            data-testid="face-another"
          >
            {t('biometrics.photo.another')}
          </Button>
          <Button type="primary" onClick={onDone} data-testid="face-back">
            {t('biometrics.photo.back')}
          </Button>
        </Space>
      </Space>
    );
  }
  const { values, problems } = form;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void form.submit()} style={{ maxWidth: 720 }}>
      <Form.Item
        label={t('biometrics.photo.label')}
        required
        extra={t('biometrics.photo.rules')}
        validateStatus={problems.photo ? 'error' : undefined}
        help={problems.photo ? <span role="alert">{problems.photo}</span> : undefined}
      >
        <input
          ref={input}
          id="face-photo-file"
          type="file"
          accept={PHOTO_ACCEPT}
          style={{ display: 'none' }}
          data-testid="face-photo-input"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
          {t(photo ? 'biometrics.photo.chooseOther' : 'biometrics.photo.choose')}
        </Button>
      </Form.Item>
      {(photo || check.phase !== 'none') && (
        <Space align="start" wrap size="large" style={{ marginBottom: 16 }}>
          {photo && (
            <img
              src={photo.dataUrl}
              alt={t('biometrics.photo.preview')}
              style={{ maxWidth: 240, maxHeight: 240, borderRadius: 8, border: '1px solid #d9d9d9' }}
            />
          )}
          <Space direction="vertical" size={4} style={{ maxWidth: 420 }}>
            {photo && (
              <Typography.Text type="secondary" data-testid="face-photo-size">
                {photo.redrawn
                  ? t('biometrics.photo.redrawn', { from: sizeText(photo.originalBytes), to: sizeText(photo.bytes) })
                  : t('biometrics.photo.size', { size: sizeText(photo.bytes) })}
              </Typography.Text>
            )}
            <div role="status" aria-live="polite" data-testid="face-check" data-phase={check.phase}>
              {(check.phase === 'preparing' || check.phase === 'checking') && (
                <Space>
                  <Spin size="small" />
                  {t(check.phase === 'preparing' ? 'biometrics.photo.preparing' : 'biometrics.photo.checking')}
                </Space>
              )}
              {check.phase === 'ok' && (
                <Typography.Text type="success">
                  <CheckCircleFilled /> {t('biometrics.photo.ok')}
                </Typography.Text>
              )}
              {check.phase === 'refused' && (
                <Typography.Text type="danger">
                  <CloseCircleFilled /> {check.message}
                </Typography.Text>
              )}
              {check.phase === 'unchecked' && (
                <Typography.Text type="warning">
                  {t('biometrics.photo.unchecked', { reason: check.message })}
                </Typography.Text>
              )}
            </div>
          </Space>
        </Space>
      )}
      <BiometricFields
        kind="face"
        idPrefix="face-add"
        values={values}
        onChange={form.set}
        problems={problems}
        timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
      />
      {problems.form && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problems.form} />
      )}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={form.busy}
        disabled={check.phase === 'preparing' || check.phase === 'checking'}
        data-testid="face-add-submit"
      >
        {t('biometrics.photo.submit')}
      </Button>
    </Form>
  );
}
