// An inline notice block (info, warning, error) for the public pages.
import type { ReactNode } from 'react';

export function Notice({ type, children }: { type: 'info' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <div className={`ui-notice ui-notice--${type}`} role={type === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
