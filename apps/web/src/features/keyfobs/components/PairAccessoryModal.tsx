// Pairing a key fob or a wireless keypad with the lock (issue 16): how to put it in pairing mode near the lock, Scan
// (the lock listens through its gateway for a few seconds), the accessories it heard to choose from, a name and —
// for a key fob — its validity; Pair binds it (/keyfob/add, /wirelessKeypad/add) and the list follows it live
// (pairing → valid, or failed with the cause).
import { Alert, Button, Empty, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { RadarChartOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScannedAccessoryItem } from '@lockconsole/shared/keyfob/keyfob';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import { offsetLabel, offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { CredentialPeriodFields } from '../../../components/credential/CredentialPeriodFields';
import { newCardPeriod, type Problems } from '../../../lib/credentials/credentialPeriod';
import { errorText, serverProblems, translateProblems } from '../../../lib/credentials/problems';
import { addKeyfob, addKeypad, scanKeyfobs, scanKeypads } from '../api/accessoryApi';
import {
  accessoryFieldOf,
  addKeyfobProblems,
  addKeyfobRequest,
  addKeypadProblems,
  addKeypadRequest,
  firstPairable,
  type AccessoryField,
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
  const [name, setName] = useState('');
  const [period, setPeriod] = useState(() => newCardPeriod(Date.now(), tz));
  const [problems, setProblems] = useState<Problems<AccessoryField | 'form'>>({});
  const [busy, setBusy] = useState(false);
  const k = `keyfobs.pair.${kind}`;
  const found = scan.phase === 'done' ? scan.found : [];
  const chosen = found.find((a) => a.number === picked && !a.paired);

  const runScan = async () => {
    setScan({ phase: 'scanning' });
    setScanProblem(null);
    setProblems({});
    try {
      const r = await (kind === 'keyfob' ? scanKeyfobs : scanKeypads)(lock.lockId);
      setScan({ phase: 'done', found: r.found });
      setPicked(firstPairable(r.found)?.number);
    } catch (e) {
      setScan({ phase: 'idle' });
      setScanProblem(errorText(e));
    }
  };

  const pair = async () => {
    const issues =
      kind === 'keyfob'
        ? addKeyfobProblems({ name, period }, lock.lockId, chosen, { now: Date.now(), tz })
        : addKeypadProblems(name, lock.lockId, chosen);
    setProblems(translateProblems(issues, t));
    if (Object.keys(issues).length || !chosen) return;
    setBusy(true);
    try {
      if (kind === 'keyfob') await addKeyfob(addKeyfobRequest({ name, period }, lock.lockId, chosen, tz));
      else await addKeypad(addKeypadRequest(name, lock.lockId, chosen));
      onPaired();
      onClose();
    } catch (e) {
      setProblems(serverProblems(e, accessoryFieldOf));
    } finally {
      setBusy(false);
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
      confirmLoading={busy}
      onOk={() => void pair()}
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
        <Form layout="vertical" requiredMark={false} onFinish={() => void pair()}>
          <Form.Item
            label={t('keyfobs.pair.found')}
            validateStatus={problems.accessory ? 'error' : undefined}
            help={problems.accessory ? <span role="alert">{problems.accessory}</span> : undefined}
          >
            <ScannedList found={found} picked={picked} onPick={setPicked} label={t('keyfobs.pair.found')} />
          </Form.Item>
          <Form.Item
            label={t('keyfobs.pair.name')}
            htmlFor={`${kind}-pair-name`}
            validateStatus={problems.name ? 'error' : undefined}
            help={problems.name ? <span role="alert">{problems.name}</span> : undefined}
          >
            <Input
              id={`${kind}-pair-name`}
              value={name}
              maxLength={50}
              onChange={(e) => setName(e.target.value)}
              style={{ maxWidth: 360 }}
            />
          </Form.Item>
          {kind === 'keyfob' && (
            <CredentialPeriodFields
              idPrefix="keyfob"
              value={period}
              onChange={setPeriod}
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
