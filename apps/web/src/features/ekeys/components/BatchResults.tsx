// Per-lock outcome of sending one ekey to many locks: sent, or why that lock refused.
import { Table, Tag } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';

export function BatchResults({ results }: { results: EkeyBatchResult[] }) {
  const { t } = useTranslation();
  const sent = results.filter((r) => r.errorCode === 0).length;
  return (
    <Table<EkeyBatchResult>
      data-testid="batch-results"
      rowKey="lockId"
      size="small"
      dataSource={results}
      pagination={false}
      title={() => t('ekeys.batch.summary', { sent, total: results.length })}
      columns={[
        { key: 'lock', title: t('ekeys.picker.lock'), dataIndex: 'lockAlias' },
        {
          key: 'result',
          title: t('ekeys.batch.result'),
          render: (_, r) =>
            r.errorCode === 0 ? (
              <Tag icon={<CheckCircleFilled />} color="success">
                {t('ekeys.batch.sent')}
              </Tag>
            ) : (
              <span>
                <Tag icon={<CloseCircleFilled />} color="error">
                  {t('ekeys.batch.failed')}
                </Tag>
                {r.errorMsg}
              </span>
            ),
        },
      ]}
    />
  );
}
