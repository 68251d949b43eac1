// Pairing a key fob or a wireless keypad with the lock (issue 16): how to put it in pairing mode near the lock, Scan
// (the lock listens through its gateway for a few seconds), the accessories it heard to choose from, a name and —
// for a key fob — its validity; Pair binds it (/keyfob/add, /wirelessKeypad/add) and the list follows it live
// (pairing → valid, or failed with the cause).
import { Alert, Button, Empty, Form, Modal, Space, Spin, Typography } from 'antd';
import { RadarChartOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScannedAccessoryItem } from '@lockconsole/shared/keyfob/keyfob';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import { CredentialNameField } from '../../../components/credential/CredentialNameField';
import { useCredentialForm } from '../../../components/credential/useCredentialForm';
import { newCardPeriod } from '../../../lib/credentials/credentialPeriod';
import { errorText } from '../../../lib/credentials/problems';
import { addKeyfob, addKeypad, scanKeyfobs, scanKeypads } from '../api/accessoryApi';
import {
  accessoryFieldOf,
  addKeyfobProblems,
  addKeyfobRequest,
  addKeypadProblems,
  addKeypadRequest,
  firstPairable,
  type KeyfobValues,
} from '../accessoryView';
import { ScannedList } from './ScannedList';

export type AccessoryKind = 'keyfob' | 'keypad';

type Props = { kind: AccessoryKind; lock: LockDetail; onClose: () => void; onPaired: () => void };

type Scan = { phase: 'idle' } | { phase: 'scanning' } | { phase: 'done'; found: ScannedAccessoryItem[] };

export function PairAccessoryModal({ kind, lock, onClose, onPaired }: Props) {
  const { t } = useTranslation();
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  const [scan, setScan] = useState<Scan>({ phase: 'idle' });
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | undefined>();
  const k = `keyfobs.pair.${kind}`;
  const found = scan.phase === 'done' ? scan.found : [];
  const chosen = found.find((a) => a.number === picked && !a.paired);
  const form = useCredentialForm({
    initial: (now): KeyfobValues => ({ name: '', period: newCardPeriod(now, tz) }),
    check: (v, now) =>
      kind === 'keyfob'
        ? addKeyfobProblems(v, lock.lockId, chosen, { now, tz })
        : addKeypadProblems(v.name, lock.lockId, chosen),
    send: async (v) => {
      if (!chosen) return; // the check asked to choose one
      if (kind === 'keyfob') await addKeyfob(addKeyfobRequest(v, lock.lockId, chosen, tz));
      else await addKeypad(addKeypadRequest(v.name, lock.lockId, chosen));
      onPaired();
      onClose();
    },
    fieldOf: accessoryFieldOf,
  });
  const { values, problems } = form;

  const runScan = async () => {
    setScan({ phase: 'scanning' });
    setScanProblem(null);
    form.setProblems({});
    try {
      const r = await (kind === 'keyfob' ? scanKeyfobs : scanKeypads)(lock.lockId);
      setScan({ phase: 'done', found: r.found });
      setPicked(firstPairable(r.found)?.number);
    } catch (e) {
      setScan({ phase: 'idle' });
      setScanProblem(errorText(e));
    }
  };

  return (
    <Modal
      open
      width={680}
      title={t(`${k}.title`)}
      okText={t('keyfobs.pair.submit')}
      okButtonProps={{ disabled: !chosen, ...{ 'data-testid': `${kind}-pair-submit` } }}
      cancelText={t('common.actions.cancel')}
      confirmLoading={form.busy}
      onOk={() => void form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t(`${k}.how`)} style={{ marginBottom: 12 }} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button
          icon={<RadarChartOutlined />}
          loading={scan.phase === 'scanning'}
          onClick={() => void runScan()}
          data-testid={`${kind}-scan`}
        >
          {t(scan.phase === 'done' ? 'keyfobs.pair.scanAgain' : 'keyfobs.pair.scan')}
        </Button>
      </Space>
      {scan.phase === 'scanning' && (
        <div role="status" style={{ textAlign: 'center', padding: 16 }}>
          <Spin />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('keyfobs.pair.scanning')}
          </Typography.Paragraph>
        </div>
      )}
      {scanProblem && <Alert type="error" showIcon role="alert" message={scanProblem} style={{ marginBottom: 12 }} />}
      {scan.phase === 'done' && found.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${k}.none`)} />
      )}
      {scan.phase === 'done' && found.length > 0 && (
        <Form layout="vertical" requiredMark={false} onFinish={() => void form.submit()}>
          <Form.Item
            label={t('keyfobs.pair.found')}
            validateStatus={problems.accessory ? 'error' : undefined}
            help={problems.accessory ? <span role="alert">{problems.accessory}</span> : undefined}
          >
            <ScannedList found={found} picked={picked} onPick={setPicked} label={t('keyfobs.pair.found')} />
          </Form.Item>
          <CredentialNameField
            id={`${kind}-pair-name`}
            label={t('keyfobs.pair.name')}
            value={values.name}
            onChange={(name) => form.set({ name })}
            problem={problems.name}
          />
          {kind === 'keyfob' && (
            <CredentialPeriodFields
              idPrefix="keyfob"
              value={values.period}
              onChange={(period) => form.set({ period })}
              problems={problems}
              timeNote={t('cards.form.lockTime', { offset: offsetLabel(tz) })}
            />
          )}
          {problems.form && <Alert type="error" showIcon role="alert" message={problems.form} />}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}
