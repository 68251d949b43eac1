// /user/loginByAccessToken: shown when signing in with a handed-over token failed.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function LoginFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={<h1>{t('auth.loginFailed.title')}</h1>}
      subTitle={t('auth.loginFailed.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/login')}>
          {t('auth.loginFailed.toLogin')}
        </Button>
      }
    />
  );
}
