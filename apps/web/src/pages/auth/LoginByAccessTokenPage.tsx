// /loginByAccessToken?accessToken=…: checks a handed-over token; success opens the console, failure
// shows /user/loginByAccessToken.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginByAccessToken } from '../../features/auth/api/loginByAccessToken';
import { clearUserSession } from '../../lib/session/appState';
import { Spinner } from '../../components/ui/Spinner';

export function LoginByAccessTokenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('accessToken') ?? params.get('token') ?? '';
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      try {
        if (!token.trim()) throw new Error('no token');
        await loginByAccessToken(token.trim());
        clearUserSession();
        if (!cancelled) await navigate('/console/home', { replace: true });
      } catch {
        if (!cancelled) await navigate('/user/loginByAccessToken', { replace: true });
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [token, navigate]);
  return (
    <div role="status" style={{ textAlign: 'center', padding: 24 }}>
      <Spinner />
      <h1 style={{ fontSize: 18, marginTop: 16 }}>{t('auth.tokenCheck.checking')}</h1>
    </div>
  );
}
