// The audit log (issue 20): writes the caller made and writes made on the caller's locks — when, who (and through
// which API key), what, on which lock, from where, and how it ended; filtered by the way it came and its result.
import { Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { AuditEntry } from '@lockconsole/shared/integrations/audit';
import { listPagination } from '../../../components/table/listPagination';
import { useAudit } from '../hooks/useIntegrations';
import { emptyOrFailed } from '../../../components/table/emptyOrFailed';

type Way = 'all' | 'console' | 'key';
type Result = 'all' | 'done' | 'failed';

const idsOf = (targets: AuditEntry['targets']) =>
  Object.entries(targets)
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : v}`)
    .join(' · ');

export function AuditLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [way, setWay] = useState<Way>('all');
  const [result, setResult] = useState<Result>('all');
  const audit = useAudit({
    ...page,
    viaKey: way === 'all' ? undefined : way === 'key',
    failed: result === 'all' ? undefined : result === 'failed',
  });
  const first = () => setPage((p) => ({ ...p, pageNo: 1 }));
  return (
    <>
      <Typography.Paragraph type="secondary">{t('integrations.audit.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<Way>
          aria-label={t('integrations.audit.way')}
          value={way}
          style={{ width: 200 }}
          onChange={(v) => (setWay(v), first())}
          options={(['all', 'console', 'key'] as const).map((v) => ({
            value: v,
            label: t(`integrations.audit.ways.${v}`),
          }))}
        />
        <Select<Result>
          aria-label={t('integrations.audit.result')}
          value={result}
          style={{ width: 180 }}
          onChange={(v) => (setResult(v), first())}
          options={(['all', 'done', 'failed'] as const).map((v) => ({
            value: v,
            label: t(`integrations.audit.results.${v}`),
          }))}
        />
      </Space>
      <Table<AuditEntry>
        rowKey="auditId"
        size="middle"
        loading={audit.isPending}
        dataSource={audit.data?.list ?? []}
        locale={{ emptyText: emptyOrFailed(audit, t('integrations.audit.empty')) }}
        pagination={listPagination(page, audit.data?.total ?? 0, (pageNo, pageSize) => setPage({ pageNo, pageSize }))}
        columns={[
          {
            key: 'at',
            title: t('integrations.audit.at'),
            width: 160,
            render: (_, e) => dayjs(e.at).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            key: 'who',
            title: t('integrations.audit.who'),
            render: (_, e) => (
              <>
                {e.actorName}
                {e.apiKeyId !== null && (
                  <>
                    <br />
                    <Tag data-testid="audit-key">{t('integrations.audit.viaKey', { name: e.apiKeyName ?? '' })}</Tag>
                  </>
                )}
              </>
            ),
          },
          {
            key: 'what',
            title: t('integrations.audit.what'),
            render: (_, e) => (
              <>
                <Typography.Text code data-testid="audit-action">
                  {e.action}
                </Typography.Text>
                {Object.keys(e.targets).length > 0 && (
                  <>
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {idsOf(e.targets)}
                    </Typography.Text>
                  </>
                )}
              </>
            ),
          },
          { key: 'lock', title: t('integrations.audit.lock'), render: (_, e) => e.lockAlias ?? '' },
          { key: 'ip', title: t('integrations.audit.ip'), width: 130, render: (_, e) => e.ip },
          {
            key: 'result',
            title: t('integrations.audit.result'),
            width: 120,
            render: (_, e) =>
              e.errorCode === 0 ? (
                <Tag color="green">{t('integrations.audit.results.done')}</Tag>
              ) : (
                <Tag color="red">{t('integrations.audit.failedCode', { code: e.errorCode })}</Tag>
              ),
          },
        ]}
      />
    </>
  );
}
