// Second sign-in step on a new device: a type-4 code sent to the account, then sign in again with it.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { useTranslation } from 'react-i18next';
import { CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { CodeField, codeProblem } from '../../../components/verification/CodeField';

type Props = {
  target: { account: string; countryCode?: string };
  busy: boolean;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
};

export function NewDeviceStep({ target, busy, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const shown = target.countryCode ? `+${target.countryCode} ${target.account}` : target.account;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    setError(problem);
    if (!problem) void onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Notice type="info">{t('auth.newDevice.notice', { account: shown })}</Notice>
      <CodeField
        type={CODE_TYPE.newDevice}
        resolveTarget={async () => target}
        value={code}
        onChange={(v) => {
          setCode(v);
          setError(undefined);
        }}
        error={error}
      />
      <Button look="primary" type="submit" block loading={busy} className="form-submit">
        {t('auth.newDevice.submit')}
      </Button>
      <Button look="link" block onClick={onBack}>
        {t('auth.newDevice.back')}
      </Button>
    </form>
  );
}
