// What the issue page shows after issuing: the code, big, with copy and share; its validity in lock time; the
// first-use rule in plain words (offline codes); for a custom code its live way through the gateway (adding →
// normal, or add failed with the cause and a resync button).
import { Alert, Button, Card, Space, Typography } from 'antd';
import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockDetail } from '@lockconsole/shared/lock/detail';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { offsetMinutesOf } from '@lockconsole/lockcore/lock-time';
import { copyText } from '../../../lib/copyText';
import { usePasscodes } from '../hooks/usePasscodes';
import { cycleView, firstUseView, isCustom, typeKey, validityView } from '../passcodeView';
import { PasscodeStatus } from './PasscodeStatus';
import { SharePasscodeModal } from './SharePasscodeModal';

const CODE_STYLE = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 48,
  fontWeight: 600,
  letterSpacing: '0.15em',
  margin: '8px 0 16px',
} as const;

type Props = { lock: LockDetail; issued: PasscodeItem; onAnother: () => void; onList: () => void };

export function IssuedPasscode({ lock, issued, onAnother, onList }: Props) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [sharing, setSharing] = useState(false);
  const tz = offsetMinutesOf(lock.timezoneRawOffset);
  // Custom codes change status as the gateway works: follow the row live.
  const live = usePasscodes({ lockId: lock.lockId, pageNo: 1, pageSize: 20, searchStr: issued.keyboardPwd });
  const p = live.data?.list.find((x) => x.keyboardPwdId === issued.keyboardPwdId) ?? issued;
  const v = validityView(p, tz);
  const cycle = cycleView(p);
  const firstUse = firstUseView(p, tz);
  return (
    <Card data-testid="issued-passcode">
      <Typography.Text type="secondary">
        {t('passcodes.issued.title', { type: t(typeKey(p.keyboardPwdType)), lock: lock.lockAlias })}
      </Typography.Text>
      <div style={CODE_STYLE} data-testid="issued-code" aria-label={t('passcodes.issued.codeLabel')}>
        {p.keyboardPwd}
      </div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<CopyOutlined />} onClick={() => void copyText(p.keyboardPwd).then((ok) => setCopied(ok))}>
          {t(copied ? 'passcodes.issued.copied' : 'passcodes.issued.copy')}
        </Button>
        <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)}>
          {t('passcodes.actions.share')}
        </Button>
      </Space>
      <Typography.Paragraph data-testid="issued-validity">
        <strong>{t('passcodes.columns.validity')}:</strong> {t(v.key, v.vars)}
        {cycle && <> · {t(cycle.key, { ...cycle.vars, kind: t(String(cycle.vars!.kindKey)) })}</>}
      </Typography.Paragraph>
      {isCustom(p) && (
        <div style={{ marginBottom: 12 }}>
          <PasscodeStatus passcode={p} onChanged={() => void live.refetch()} />
        </div>
      )}
      <Alert type="info" showIcon message={t(firstUse.key, firstUse.vars)} data-testid="first-use" />
      <div style={{ marginTop: 16 }}>
        <Space wrap>
          <Button type="primary" onClick={onAnother}>
            {t('passcodes.issued.another')}
          </Button>
          <Button onClick={onList}>{t('passcodes.issued.toList')}</Button>
        </Space>
      </div>
      {sharing && (
        <SharePasscodeModal passcode={p} lockName={lock.lockAlias} tz={tz} onClose={() => setSharing(false)} />
      )}
    </Card>
  );
}
