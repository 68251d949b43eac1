// Full-page loading state (guard step 2) and the first-load fallback.
import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/Spinner';

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="full-page-loading" role="status" aria-live="polite" aria-label={t('common.loading')}>
      <Spinner />
    </div>
  );
}
