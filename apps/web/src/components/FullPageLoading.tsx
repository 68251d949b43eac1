// Full-page loading state (guard step 2) and the first-load fallback.
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="full-page-loading" role="status" aria-live="polite" aria-label={t('common.loading')}>
      <Spin size="large" />
    </div>
  );
}
