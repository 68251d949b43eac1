// /resetSuccess: the password changed; back to login after a countdown (spec §2).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ResultBlock } from '../../components/ui/ResultBlock';
import { useCountdown } from '../../features/auth/hooks/useCountdown';

export const RESET_SUCCESS_SECONDS = 5;

export function ResetSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const left = useCountdown(RESET_SUCCESS_SECONDS, () => void navigate('/login', { replace: true }));
  return (
    <ResultBlock
      status="success"
      title={t('auth.resetSuccess.title')}
      text={
        <span role="timer" aria-live="polite">
          {t('auth.resetSuccess.countdown', { count: left })}
        </span>
      }
    >
      <Button look="primary" onClick={() => void navigate('/login', { replace: true })}>
        {t('auth.resetSuccess.toLogin')}
      </Button>
    </ResultBlock>
  );
}
