// One labelled form field of the public forms with its inline message (linked by aria-describedby).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  label: string;
  /** i18n key or ready text of the problem, if any. */
  error?: string;
  hint?: string;
  children: ReactNode;
};

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

export function FieldRow({ id, label, error, hint, children }: Props) {
  const { t } = useTranslation();
  const message = error ? t(error) : undefined;
  return (
    <div className="field-row">
      <label className="field-row__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !message && (
        <div className="field-row__hint" id={hintId(id)}>
          {hint}
        </div>
      )}
      <div className="field-row__error" id={errorId(id)} role={message ? 'alert' : undefined}>
        {message}
      </div>
    </div>
  );
}

/** Accessibility props for the control of a field. */
export const describe = (id: string, error?: string, hint?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [error ? errorId(id) : null, hint && !error ? hintId(id) : null].filter(Boolean).join(' ') || undefined,
});
