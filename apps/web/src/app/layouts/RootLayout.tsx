// Root of every route: page title, full-page loading, and the session-expiry handler (spec §4).
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FullPageLoading } from '../../components/FullPageLoading';
import { i18n } from '../../lib/i18n/i18n';
import { clearUserSession } from '../../lib/session/appState';
import { createSessionExpiry, setSessionExpiredHandler } from '../../lib/session/expiry';
import { toast } from '../../lib/toast';
import { useLoadingKind } from '../guard/loadingState';
import { TitleSync } from '../TitleSync';

export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kind = useLoadingKind();

  useEffect(() => {
    const expiry = createSessionExpiry({
      redirectToLogin: () => void navigate('/login', { replace: true, state: { expired: true } }),
      clearSession: () => {
        clearUserSession();
        queryClient.clear();
      },
      notify: () => toast.warn(i18n.t('common.session.expired')),
    });
    setSessionExpiredHandler(() => expiry.trigger());
  }, [navigate, queryClient]);

  return (
    <>
      <TitleSync />
      {kind === 'full' && <FullPageLoading />}
      <Outlet />
    </>
  );
}
