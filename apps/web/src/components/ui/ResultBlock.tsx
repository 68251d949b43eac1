// Outcome of a public flow (registered, password reset, sign-in failed): icon, heading, text, actions.
import type { ReactNode } from 'react';

type Props = {
  status: 'success' | 'warning' | 'error' | 'notFound';
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
};

const ICONS = { success: '✓', warning: '!', error: '×', notFound: '?' } as const;

export function ResultBlock({ status, title, text, children }: Props) {
  return (
    <div className={`ui-result ui-result--${status}`}>
      <div className="ui-result__icon" aria-hidden="true">
        {status === 'notFound' ? '404' : ICONS[status]}
      </div>
      <h1 className="ui-result__title">{title}</h1>
      {text && <div className="ui-result__text">{text}</div>}
      {children && <div className="ui-result__actions">{children}</div>}
    </div>
  );
}
