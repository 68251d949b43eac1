// /registSuccess: the account exists; go and sign in.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={<h1>{t('auth.registerSuccess.title')}</h1>}
      subTitle={t('auth.registerSuccess.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/login')}>
          {t('auth.registerSuccess.toLogin')}
        </Button>
      }
    />
  );
}
