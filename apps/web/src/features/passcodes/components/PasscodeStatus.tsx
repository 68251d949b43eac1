// The status cell of a passcode (spec §3 status codes): a tag, a spinner while the gateway is adding, updating or
// deleting it (the list follows the operation live), and for a failed sync the cause and the resync button.
import { Button, Space, Tag, Typography } from 'antd';
import { LoadingOutlined, SyncOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasscodeItem } from '@lockconsole/shared/passcode/passcode';
import { isApiError } from '../../../lib/api/ApiError';
import { resyncPasscode } from '../api/passcodeApi';
import { isFailedStatus, statusView } from '../passcodeView';

type Props = { passcode: PasscodeItem; onChanged: () => void };

export function PasscodeStatus({ passcode: p, onChanged }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const view = statusView(p.keyboardPwdStatus);
  const resync = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await resyncPasscode(p.lockId, p.keyboardPwdId);
    } catch (e) {
      setRefusal(isApiError(e) || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <Space direction="vertical" size={4} data-testid="passcode-status">
      <Tag color={view.tone} icon={view.pending ? <LoadingOutlined /> : undefined} data-testid="passcode-status-tag">
        {t(view.key)}
      </Tag>
      {isFailedStatus(p.keyboardPwdStatus) && p.failureReason && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="passcode-failure">
          {t('passcodes.list.cause', { reason: p.failureReason })}
        </Typography.Text>
      )}
      {p.canResync && (
        <Button size="small" icon={<SyncOutlined />} loading={busy} onClick={() => void resync()}>
          {t('passcodes.actions.resync')}
        </Button>
      )}
      {refusal && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {refusal}
        </Typography.Text>
      )}
    </Space>
  );
}
