// "Send code": validates the target account, passes the slider check, sends the code with the slider token,
// then counts down until another code may be requested.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../ui/Button';
import { useTranslation } from 'react-i18next';
import type { CodeType } from '@lockconsole/shared/user/account-fields';
import { toast } from '../../lib/toast';
import { sendValidationCode } from './verificationApi';

const SliderCheckModal = lazy(() => import('./SliderCheckModal').then((m) => ({ default: m.SliderCheckModal })));

export type CodeTarget = { account?: string; countryCode?: string };

type Props = {
  type: CodeType;
  /** Validates the form fields the code goes to; null stops. */
  resolveTarget: () => Promise<CodeTarget | null>;
  onSent?: () => void;
};

export function SendCodeButton({ type, resolveTarget, onSent }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<CodeTarget | null>(null);
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  const start = async () => {
    const resolved = await resolveTarget().catch(() => null);
    if (resolved) setTarget(resolved);
  };

  const passed = async (sliderToken: string) => {
    const to = target;
    setTarget(null);
    if (!to) return;
    setSending(true);
    try {
      const res = await sendValidationCode({ ...to, type, sliderToken });
      toast.success(t('common.code.sent'));
      setWait(res.resendIn);
      onSent?.();
    } catch {
      // The client has shown the reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        onClick={() => void start()}
        disabled={wait > 0}
        loading={sending}
        data-testid="send-code"
        className="code-input__send"
      >
        {wait > 0 ? t('common.code.resendIn', { count: wait }) : t('common.code.send')}
      </Button>
      {target && (
        <Suspense fallback={null}>
          <SliderCheckModal open onPassed={(tok) => void passed(tok)} onCancel={() => setTarget(null)} />
        </Suspense>
      )}
    </>
  );
}
