// Every unknown path: "404 Error" (spec §2).
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="error-page">
      <Result
        status="404"
        title={<h1>{t('notFound.title')}</h1>}
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" onClick={() => void navigate('/home')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </main>
  );
}
