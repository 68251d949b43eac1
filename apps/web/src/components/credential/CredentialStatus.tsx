// The status cell of a credential stored by number (card, key fob, wireless keypad, …; spec §3 credential status):
// the tag, a spinner while the gateway is adding, updating or removing it (the list follows live), and for a failed
// sync the cause and "Retry" (the kind's resync call). A kind may add its own marks beside the tag.
import { Button, Space, Tag, Typography } from 'antd';
import { LoadingOutlined, SyncOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialItem } from '@lockconsole/shared/credential/credential';
import { statusView } from '../../lib/credentials/credentialView';
import { errorText } from '../../lib/credentials/problems';

type Item = Pick<CredentialItem, 'status' | 'failureReason'>;

/** The tag alone (test id `<testId>-status-tag`), also in lists and results. */
export function CredentialStatusTag({ item, testId }: { item: Item; testId: string }) {
  const { t } = useTranslation();
  const view = statusView(item);
  return (
    <Tag color={view.tone} icon={view.pending ? <LoadingOutlined /> : undefined} data-testid={`${testId}-status-tag`}>
      {t(view.key)}
    </Tag>
  );
}

type Props = {
  item: Item & Pick<CredentialItem, 'canResync'>;
  /** Test ids `<testId>-status`, `-status-tag`, `-failure` ("card", "keyfob", …). */
  testId: string;
  /** The kind's resync call; without it no Retry is offered. */
  onResync?: () => Promise<unknown>;
  /** After a resync, whether it was taken or refused. */
  onChanged?: () => void;
  /** Marks beside the tag ("added at the lock"). */
  marks?: ReactNode;
};

export function CredentialStatus({ item, testId, onResync, onChanged, marks }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resync = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onResync?.();
    } catch (e) {
      setRefusal(errorText(e));
    } finally {
      setBusy(false);
      onChanged?.();
    }
  };
  const tag = <CredentialStatusTag item={item} testId={testId} />;
  return (
    <Space direction="vertical" size={4} data-testid={`${testId}-status`}>
      {marks ? (
        <Space size={4} wrap>
          {tag}
          {marks}
        </Space>
      ) : (
        tag
      )}
      {statusView(item).failed && item.failureReason && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`${testId}-failure`}>
          {t('cards.list.cause', { reason: item.failureReason })}
        </Typography.Text>
      )}
      {item.canResync && onResync && (
        <Button size="small" icon={<SyncOutlined />} loading={busy} onClick={() => void resync()}>
          {t('cards.actions.resync')}
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
