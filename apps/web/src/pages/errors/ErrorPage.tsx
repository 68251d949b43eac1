// /error: the site could not be loaded (guard step 3) or a navigation had no route.
import { useTranslation } from 'react-i18next';
import { ResultBlock } from '../../components/ui/ResultBlock';

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="error-page">
      <ResultBlock status="error" title={t('common.errorPage.title')} text={t('common.errorPage.text')}>
        <a className="ui-btn ui-btn--primary" href="/login">
          {t('common.errorPage.retry')}
        </a>
      </ResultBlock>
    </main>
  );
}
