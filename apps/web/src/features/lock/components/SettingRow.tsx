// One row of the settings panel (plain, #26): label and help on the left, the control and its live operation on the right.
import type { ReactNode } from 'react';

type Props = { id: string; label: string; help?: string; children: ReactNode; status?: ReactNode };

export function SettingRow({ id, label, help, children, status }: Props) {
  return (
    <section className="setting-row" aria-labelledby={`${id}-label`} data-testid={`setting-${id}`}>
      <div className="setting-row__text">
        <strong id={`${id}-label`}>{label}</strong>
        {help && <span className="text-secondary setting-row__help">{help}</span>}
      </div>
      <div className="setting-row__control">
        {children}
        {status}
      </div>
    </section>
  );
}
