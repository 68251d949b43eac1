// An inline notice block (info, warning, error) for the public pages and the console home.
import type { ReactNode } from 'react';

type Props = { type: 'info' | 'warning' | 'error'; children: ReactNode; testId?: string };

export function Notice({ type, children, testId }: Props) {
  return (
    <div className={`ui-notice ui-notice--${type}`} role={type === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
