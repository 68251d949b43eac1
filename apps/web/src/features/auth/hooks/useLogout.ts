// Logging out: end the session on the server, go to login, forget the user 50 ms later (spec §4).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearUserSession } from '../../../lib/session/appState';
import { CLEAR_AFTER_REDIRECT_MS } from '../../../lib/session/expiry';
import { sessionStore } from '../../../lib/session/storage';
import { toast } from '../../../lib/toast';
import { logout } from '../api/logout';

export function useLogout() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    // An expired session is logged out already; carry on either way.
    await logout().catch(() => undefined);
    await navigate('/login', { replace: true });
    setTimeout(() => {
      clearUserSession();
      sessionStore.clearIds();
    }, CLEAR_AFTER_REDIRECT_MS);
    toast.success(t('auth.logout.done'));
  };
}
