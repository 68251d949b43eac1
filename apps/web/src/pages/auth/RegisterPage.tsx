// /regist: create an account.
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../features/auth/components/RegisterForm';
import { useSite } from '../../features/site/hooks/useSite';

export function RegisterPage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <>
      <h1>{t('auth.register.title')}</h1>
      <RegisterForm accountType={site?.accountType ?? 0} />
    </>
  );
}
