// Per-lock outcome of an account-wide card call (one number to many locks, lost report): the card's status on the
// lock now (pending ones follow in the lock's card list), or why that lock refused.
import { Table, Tag, Typography } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CardLockResult } from '@lockconsole/shared/card/lost';
import { statusView } from '../../../lib/credentials/credentialView';
import { CardStatusTag } from './CardStatus';

type Props = { results: CardLockResult[] };

/** Done or on its way to the lock (not refused, not failed). */
export const resultOk = (r: CardLockResult) =>
  r.status !== null && !statusView({ status: r.status, failureReason: r.errorMsg }).failed;

export function LockResultsTable({ results }: Props) {
  const { t } = useTranslation();
  return (
    <Table<CardLockResult>
      data-testid="card-lock-results"
      rowKey="lockId"
      size="small"
      dataSource={results}
      pagination={results.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      title={() => t('cards.results.summary', { ok: results.filter(resultOk).length, total: results.length })}
      columns={[
        { key: 'lock', title: t('cards.results.lock'), dataIndex: 'lockAlias' },
        {
          key: 'result',
          title: t('cards.results.result'),
          render: (_, r) => (
            <>
              {r.status !== null ? (
                <CardStatusTag card={{ status: r.status, failureReason: r.errorMsg }} />
              ) : (
                <Tag icon={<CloseCircleFilled />} color="error">
                  {t('cards.results.refused')}
                </Tag>
              )}
              {r.errorMsg && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {r.errorMsg}
                </Typography.Text>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
