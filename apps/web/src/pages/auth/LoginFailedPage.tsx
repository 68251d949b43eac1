// /user/loginByAccessToken: shown when signing in with a handed-over token failed.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ResultBlock } from '../../components/ui/ResultBlock';

export function LoginFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResultBlock status="warning" title={t('auth.loginFailed.title')} text={t('auth.loginFailed.text')}>
      <Button look="primary" onClick={() => void navigate('/login')}>
        {t('auth.loginFailed.toLogin')}
      </Button>
    </ResultBlock>
  );
}
