// /resetSuccess: the password changed; back to login after a countdown (spec §2).
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../features/auth/hooks/useCountdown';

export const RESET_SUCCESS_SECONDS = 5;

export function ResetSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const left = useCountdown(RESET_SUCCESS_SECONDS, () => void navigate('/login', { replace: true }));
  return (
    <Result
      status="success"
      title={<h1>{t('auth.resetSuccess.title')}</h1>}
      subTitle={<span role="timer" aria-live="polite">{t('auth.resetSuccess.countdown', { count: left })}</span>}
      extra={
        <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
          {t('auth.resetSuccess.toLogin')}
        </Button>
      }
    />
  );
}
