// An endpoint's delivery log (issue 20): each event sent, its state, every attempt's answer (HTTP status or why
// there was none, the start of the body), the next attempt; a failed delivery can be sent again.
import { Button, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Delivery, Webhook } from '@lockconsole/shared/integrations/webhook';
import { listPagination } from '../../../components/table/listPagination';
import { useDeliveries, useReplayDelivery } from '../hooks/useIntegrations';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

const COLOR = { pending: 'gold', delivered: 'green', failed: 'red' } as const;
const when = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '');

export function DeliveryLog({
  webhook,
  onClose,
}: {
  /** A webhook endpoint, or an application's record callback (issue 25): its id and address. */
  webhook: Pick<Webhook, 'webhookId' | 'url'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const log = useDeliveries(webhook?.webhookId ?? null, page);
  const replay = useReplayDelivery();
  return (
    <Modal
      open={webhook !== null}
      width={900}
      title={t('integrations.webhooks.logTitle', { url: webhook?.url ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('integrations.webhooks.close')}</Button>}
    >
      <Table<Delivery>
        rowKey="deliveryId"
        size="small"
        loading={log.isPending}
        dataSource={log.data?.list ?? []}
        locale={{ emptyText: emptyOrFailed(log, t('integrations.webhooks.noDeliveries')) }}
        pagination={listPagination(page, log.data?.total ?? 0, (pageNo, pageSize) => setPage({ pageNo, pageSize }))}
        expandable={{
          rowExpandable: (d) => d.attempts.length > 0,
          expandedRowRender: (d) => (
            <ol style={{ margin: 0 }}>
              {d.attempts.map((a, i) => (
                <li key={i}>
                  {when(a.at)} · {a.status ?? a.error} · {a.ms} ms
                  {a.excerpt && (
                    <Typography.Text code style={{ marginLeft: 8 }}>
                      {a.excerpt}
                    </Typography.Text>
                  )}
                </li>
              ))}
            </ol>
          ),
        }}
        columns={[
          { key: 'at', title: t('integrations.audit.at'), width: 170, render: (_, d) => when(d.createdAt) },
          {
            key: 'event',
            title: t('integrations.webhooks.event'),
            render: (_, d) => (
              <Typography.Text code data-testid="delivery-event">
                {d.eventType}
              </Typography.Text>
            ),
          },
          {
            key: 'status',
            title: t('integrations.audit.result'),
            render: (_, d) => (
              <Tag color={COLOR[d.status]} data-testid="delivery-status">
                {t(`integrations.delivery.${d.status}`)}
              </Tag>
            ),
          },
          {
            key: 'answer',
            title: t('integrations.webhooks.answer'),
            render: (_, d) => {
              const last = d.attempts.at(-1);
              return last
                ? `${last.status ?? last.error} (${t('integrations.webhooks.attempts', { count: d.attempts.length })})`
                : '';
            },
          },
          {
            key: 'next',
            title: t('integrations.webhooks.next'),
            render: (_, d) =>
              d.status === 'failed' ? (
                <Button size="small" onClick={() => replay.mutate(d.deliveryId)}>
                  {t('integrations.webhooks.replay')}
                </Button>
              ) : (
                when(d.nextAttemptAt)
              ),
          },
        ]}
      />
    </Modal>
  );
}
