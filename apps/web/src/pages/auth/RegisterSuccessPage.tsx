// /registSuccess: the account exists; go and sign in.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ResultBlock } from '../../components/ui/ResultBlock';

export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResultBlock status="success" title={t('auth.registerSuccess.title')} text={t('auth.registerSuccess.text')}>
      <Button look="primary" onClick={() => void navigate('/login')}>
        {t('auth.registerSuccess.toLogin')}
      </Button>
    </ResultBlock>
  );
}
