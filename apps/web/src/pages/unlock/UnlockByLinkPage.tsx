// /unlock/:token (or /unlock?token=) — PUBLIC unlock by link: the lock and key the link opens, and an Unlock button
// (POST /api/key/unlockByLink, through the lock's gateway). Plain components like the login page: no antd.
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { ResultBlock } from '../../components/ui/ResultBlock';
import { Spinner } from '../../components/ui/Spinner';
import { getUnlockLinkInfo, unlockByLink, type UnlockLinkInfo } from '../../features/ekeys/api/unlockLinkApi';
import './unlock.css';

/** Remote operation state (spec §3): success 2. */
const SUCCESS = 2;
const FAILED = new Set([3, 4]);

type Result = { ok: boolean; text: string } | null;

export function UnlockByLinkPage() {
  const { t } = useTranslation();
  const { token: inPath } = useParams();
  const [query] = useSearchParams();
  const token = inPath ?? query.get('token') ?? '';
  const [info, setInfo] = useState<UnlockLinkInfo | null>(null);
  const [broken, setBroken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  useEffect(() => {
    let live = true;
    getUnlockLinkInfo(token)
      .then((i) => live && setInfo(i))
      .catch(() => live && setBroken(true));
    return () => {
      live = false;
    };
  }, [token]);

  if (broken)
    return <ResultBlock status="error" title={t('ekeys.unlock.invalidTitle')} text={t('ekeys.unlock.invalidText')} />;
  if (!info)
    return (
      <div className="unlock-link" aria-busy="true">
        <Spinner />
      </div>
    );

  const unlock = async () => {
    setBusy(true);
    setResult(null);
    try {
      const op = await unlockByLink(token);
      if (op.state === SUCCESS) setResult({ ok: true, text: t('ekeys.unlock.done') });
      else if (FAILED.has(op.state)) setResult({ ok: false, text: op.reason ?? t('ekeys.unlock.failed') });
      else setResult({ ok: true, text: t('ekeys.unlock.pending') });
    } catch (e) {
      setResult({ ok: false, text: e instanceof Error ? e.message : t('ekeys.unlock.failed') });
    } finally {
      setBusy(false);
    }
  };

  const expires = new Date(info.expiresAt).toLocaleString();
  return (
    <section className="unlock-link" aria-labelledby="unlock-title">
      <p className="unlock-link__eyebrow">{t('ekeys.unlock.eyebrow')}</p>
      <h1 id="unlock-title" className="unlock-link__title" data-testid="unlock-lock">
        {info.lockAlias}
      </h1>
      <p className="unlock-link__key" data-testid="unlock-key">
        {t('ekeys.unlock.key', { name: info.keyName })}
      </p>
      {info.usable === 1 ? (
        <>
          <Button look="primary" block loading={busy} onClick={() => void unlock()} className="unlock-link__button">
            {t('ekeys.unlock.button')}
          </Button>
          <p className="unlock-link__expires">{t('ekeys.unlock.expires', { time: expires })}</p>
        </>
      ) : (
        <Notice type="warning">{t('ekeys.unlock.notUsable')}</Notice>
      )}
      {result && <Notice type={result.ok ? 'info' : 'error'}>{result.text}</Notice>}
    </section>
  );
}
