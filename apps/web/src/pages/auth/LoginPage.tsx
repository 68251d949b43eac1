// /login and /: sign in.
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { useSite } from '../../features/site/hooks/useSite';

export function LoginPage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <>
      <h1>{t('auth.login.title')}</h1>
      <LoginForm accountType={site?.accountType ?? 0} />
    </>
  );
}
