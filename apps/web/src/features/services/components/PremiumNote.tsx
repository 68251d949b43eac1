// A premium function's closed state in the console (issue 17): the server's decision (`functionsOpen` of
// /premium/info: premium running, or a brand without paid features) closes the button, and this note says why and
// links to Premium. The server refuses the call anyway; the console only keeps the user from a dead end.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PremiumFunction } from '@lockconsole/shared/commerce/premium';
import { usePremium } from '../hooks/usePremium';

/** Whether the caller's premium functions are open (true until known: the server has the last word). */
export function usePremiumFunctionsOpen(): boolean {
  const premium = usePremium();
  return premium.data?.functionsOpen ?? true;
}

export function PremiumNote({ fn }: { fn: PremiumFunction }) {
  const { t } = useTranslation();
  return (
    <span className="text-secondary" data-testid={`premium-note-${fn}`}>
      {t(`common.premiumFunction.${fn}`)}: {t('common.premiumGate.closed')}{' '}
      <Link to="/account/vip">{t('common.premiumGate.open')}</Link>
    </span>
  );
}
