// Password input with a show/hide toggle that keyboard and screen-reader users can operate.
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export function PasswordInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className="ui-password">
      <input className={`ui-input ${className ?? ''}`} type={shown ? 'text' : 'password'} {...rest} />
      <button
        type="button"
        className="ui-password__toggle"
        aria-pressed={shown}
        aria-label={t('common.password.show')}
        aria-controls={rest.id}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? t('common.password.hide') : t('common.password.showShort')}
      </button>
    </span>
  );
}
