// The status cell of a key fob or wireless keypad (spec §3 credential status): the tag, a spinner while the gateway
// is pairing, updating or removing it (the list follows live), and for a failed sync the cause and "Retry" (resync).
import { Button, Space, Tag, Typography } from 'antd';
import { LoadingOutlined, SyncOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialItem } from '@lockconsole/shared/credential/credential';
import { statusView } from '../../../lib/credentials/credentialView';
import { errorText } from '../../../lib/credentials/problems';

type Props = {
  item: Pick<CredentialItem, 'status' | 'failureReason' | 'canResync'>;
  onResync: () => Promise<unknown>;
  onChanged: () => void;
  testId: string;
};

export function AccessoryStatus({ item, onResync, onChanged, testId }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const view = statusView(item);
  const resync = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onResync();
    } catch (e) {
      setRefusal(errorText(e));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <Space direction="vertical" size={4} data-testid={`${testId}-status`}>
      <Tag color={view.tone} icon={view.pending ? <LoadingOutlined /> : undefined} data-testid={`${testId}-status-tag`}>
        {t(view.key)}
      </Tag>
      {view.failed && item.failureReason && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {t('cards.list.cause', { reason: item.failureReason })}
        </Typography.Text>
      )}
      {item.canResync && (
        <Button size="small" icon={<SyncOutlined />} loading={busy} onClick={() => void resync()}>
          {t('keyfobs.actions.resync')}
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
