// Per-lock outcome of a bulk import: cards sent now, already there (skipped), refused with the reason per card.
// Running the same import again skips what is there and retries what failed, so an interrupted import resumes.
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportCardResult } from '@lockconsole/shared/card/issue';

type LockResult = ImportCardResult['locks'][number];

export function ImportResults({ results }: { results: LockResult[] }) {
  const { t } = useTranslation();
  return (
    <Table<LockResult>
      data-testid="card-import-results"
      rowKey="lockId"
      size="small"
      dataSource={results}
      pagination={results.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      title={() => t('cards.import.resultTitle')}
      expandable={{
        rowExpandable: (r) => r.failed.length > 0,
        expandedRowRender: (r) => (
          <ul style={{ margin: 0 }}>
            {r.failed.map((f) => (
              <li key={f.cardNumber}>
                <Typography.Text code>{f.cardNumber}</Typography.Text>{' '}
                <Typography.Text type="danger">{f.errorMsg}</Typography.Text>
              </li>
            ))}
          </ul>
        ),
      }}
      columns={[
        { key: 'lock', title: t('cards.results.lock'), dataIndex: 'lockAlias' },
        { key: 'sent', title: t('cards.import.sent'), dataIndex: 'sent' },
        { key: 'skipped', title: t('cards.import.skipped'), dataIndex: 'skipped' },
        {
          key: 'failed',
          title: t('cards.import.failed'),
          render: (_, r) => (r.failed.length ? <Typography.Text type="danger">{r.failed.length}</Typography.Text> : 0),
        },
      ]}
    />
  );
}
