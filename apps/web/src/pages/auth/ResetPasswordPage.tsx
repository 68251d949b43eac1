// /resetPwd: set a new password with a verification code.
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';
import { useSite } from '../../features/site/hooks/useSite';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <>
      <h1>{t('auth.reset.title')}</h1>
      <ResetPasswordForm accountType={site?.accountType ?? 0} />
    </>
  );
}
