// Per-lock outcome of a fingerprint sent to several locks (a desk reader's, or a copy): its status on the lock now
// (adding ones follow in that lock's list), or why that lock refused.
import { Table, Tag, Typography } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FingerprintLockResult } from '@lockconsole/shared/biometric/fingerprint-reader';
import { CredentialStatusTag } from '../../../components/credential/CredentialStatus';
import { statusView } from '../../../lib/credentials/credentialView';

/** Done or on its way to the lock (not refused, not failed). */
export const resultOk = (r: FingerprintLockResult) =>
  r.status !== null && !statusView({ status: r.status, failureReason: r.errorMsg }).failed;

export function BiometricLockResults({ results }: { results: FingerprintLockResult[] }) {
  const { t } = useTranslation();
  return (
    <Table<FingerprintLockResult>
      data-testid="fingerprint-lock-results"
      rowKey="lockId"
      size="small"
      dataSource={results}
      pagination={results.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      title={() => t('biometrics.results.summary', { ok: results.filter(resultOk).length, total: results.length })}
      onRow={(r) => ({ 'data-testid': `fingerprint-result-${r.lockId}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'lock', title: t('biometrics.results.lock'), dataIndex: 'lockAlias' },
        {
          key: 'result',
          title: t('biometrics.results.result'),
          render: (_, r) => (
            <>
              {r.status !== null ? (
                <CredentialStatusTag
                  item={{ status: r.status, failureReason: r.errorMsg }}
                  testId="fingerprint-result"
                />
              ) : (
                <Tag icon={<CloseCircleFilled />} color="error">
                  {t('biometrics.results.refused')}
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
