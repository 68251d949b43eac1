// Every unknown path: "404 Error" (spec §2).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResultBlock } from '../../components/ui/ResultBlock';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="error-page">
      <ResultBlock status="notFound" title={t('notFound.title')} text={t('notFound.text')}>
        <Link className="ui-btn ui-btn--primary" to="/home">
          {t('notFound.home')}
        </Link>
      </ResultBlock>
    </main>
  );
}
