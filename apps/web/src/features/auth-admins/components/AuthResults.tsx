// What each chosen lock answered to "authorize": authorized, or the lock's own reason.
import { Alert, List, Typography } from 'antd';
import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EkeyBatchResult } from '@lockconsole/shared/ekey/ekey';
import { splitResults } from '../authCreate';

export function AuthResults({ results, account }: { results: EkeyBatchResult[]; account: string }) {
  const { t } = useTranslation();
  const { done, failed } = splitResults(results);
  return (
    <section aria-label={t('authAdmins.results.label')} data-testid="auth-results">
      <Alert
        showIcon
        type={failed.length === 0 ? 'success' : done.length === 0 ? 'error' : 'warning'}
        message={t('authAdmins.results.summary', { count: done.length, total: results.length, account })}
        style={{ marginBottom: 8 }}
      />
      <List
        size="small"
        bordered
        dataSource={results}
        renderItem={(r) => (
          <List.Item data-testid={`auth-result-${r.lockId}`} style={{ justifyContent: 'flex-start' }}>
            {r.errorCode === 0 ? (
              <CheckCircleTwoTone twoToneColor="#52c41a" aria-hidden />
            ) : (
              <CloseCircleTwoTone twoToneColor="#ff4d4f" aria-hidden />
            )}
            <Typography.Text strong style={{ marginInline: 8 }}>
              {r.lockAlias}
            </Typography.Text>
            <Typography.Text type={r.errorCode === 0 ? 'success' : 'danger'}>
              {r.errorCode === 0 ? t('authAdmins.results.done') : r.errorMsg}
            </Typography.Text>
          </List.Item>
        )}
      />
    </section>
  );
}
