// Root of every route: page title, full-page loading, and the session-expiry handler (spec §4).
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { FullPageLoading } from '../../components/FullPageLoading';
import { i18n } from '../../lib/i18n/i18n';
import { clearUserSession } from '../../lib/session/appState';
import { createSessionExpiry, setSessionExpiredHandler } from '../../lib/session/expiry';
import { toast } from '../../lib/toast';
import { useLoadingKind } from '../guard/loadingState';
import { TitleSync } from '../TitleSync';

export function RootLayout() {
  const navigate = useNavigate();
  const kind = useLoadingKind();

  useEffect(() => {
    const expiry = createSessionExpiry({
      redirectToLogin: () => void navigate('/login', { replace: true, state: { expired: true } }),
      clearSession: clearUserSession,
      notify: () => toast.warn(i18n.t('common.session.expired')),
    });
    setSessionExpiredHandler(() => expiry.trigger());
  }, [navigate]);

  return (
    <>
      <TitleSync />
      {kind === 'full' && <FullPageLoading />}
      <Outlet />
    </>
  );
}
