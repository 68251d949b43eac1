// /error: the site could not be loaded (guard step 3) or a navigation had no route.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="error-page">
      <Result
        status="error"
        title={<h1>{t('common.errorPage.title')}</h1>}
        subTitle={t('common.errorPage.text')}
        extra={
          <Button type="primary" onClick={() => window.location.assign('/login')}>
            {t('common.errorPage.retry')}
          </Button>
        }
      />
    </main>
  );
}
