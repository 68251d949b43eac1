// /loginByAccessToken?accessToken=…: a one-time sign-in link (#28.1). The link leaves the address bar at once;
// the page names the account the link is for and asks before using it, and says so when another account is
// signed in here (following someone else's link must never silently swap accounts). Yes uses the link up and
// opens the console; a dead link shows /user/loginByAccessToken.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginLinkInfoResponse } from '@lockconsole/shared/user/login-by-access-token';
import type { GetInfoResponse } from '@lockconsole/shared/user/get-info';
import { loginByAccessToken, loginLinkInfo } from '../../features/auth/api/loginByAccessToken';
import { getInfo } from '../../features/user/api/getInfo';
import { clearUserSession } from '../../lib/session/appState';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { ResultBlock } from '../../components/ui/ResultBlock';
import { Spinner } from '../../components/ui/Spinner';

const FAILED = '/user/loginByAccessToken';
type Known = { link: LoginLinkInfoResponse; current: GetInfoResponse | null };

export function LoginByAccessTokenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [token] = useState(() => (params.get('accessToken') ?? params.get('token') ?? '').trim());
  const [known, setKnown] = useState<Known | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Not left in the address bar, the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      try {
        if (!token) throw new Error('no token');
        const [link, current] = await Promise.all([
          loginLinkInfo(token),
          getInfo({ silent: true, allowLogout: false }).catch(() => null),
        ]);
        if (cancelled) return;
        if (current?.uid === link.uid) await navigate('/console/home', { replace: true });
        else setKnown({ link, current });
      } catch {
        if (!cancelled) await navigate(FAILED, { replace: true });
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [token, navigate]);

  const accept = async () => {
    setBusy(true);
    try {
      await loginByAccessToken(token);
      clearUserSession();
      await navigate('/console/home', { replace: true });
    } catch {
      await navigate(FAILED, { replace: true });
    }
  };
  const refuse = () => void navigate(known?.current ? '/console/home' : '/login', { replace: true });

  if (!known) {
    return (
      <div role="status" style={{ textAlign: 'center', padding: 24 }}>
        <Spinner />
        <h1 style={{ fontSize: 18, marginTop: 16 }}>{t('auth.tokenCheck.checking')}</h1>
      </div>
    );
  }
  const account = known.link.account || known.link.nickname;
  return (
    <ResultBlock
      status="warning"
      title={t('auth.tokenCheck.confirmTitle', { account })}
      text={
        <>
          <p>{t('auth.tokenCheck.confirmText', { account })}</p>
          {known.current && (
            <Notice type="warning">
              {t('auth.tokenCheck.switchWarning', { current: known.current.userId || known.current.nickname })}
            </Notice>
          )}
        </>
      }
    >
      <Button look="primary" disabled={busy} onClick={() => void accept()}>
        {t('auth.tokenCheck.continue')}
      </Button>
      <Button disabled={busy} onClick={refuse}>
        {t('auth.tokenCheck.cancel')}
      </Button>
    </ResultBlock>
  );
}
