// One row of the settings panel: label and help on the left, the control and its live operation on the right.
import { Typography } from 'antd';
import type { ReactNode } from 'react';

type Props = { id: string; label: string; help?: string; children: ReactNode; status?: ReactNode };

export function SettingRow({ id, label, help, children, status }: Props) {
  return (
    <section className="setting-row" aria-labelledby={`${id}-label`} data-testid={`setting-${id}`}>
      <div className="setting-row__text">
        <Typography.Text strong id={`${id}-label`}>
          {label}
        </Typography.Text>
        {help && (
          <Typography.Text type="secondary" className="setting-row__help">
            {help}
          </Typography.Text>
        )}
      </div>
      <div className="setting-row__control">
        {children}
        {status}
      </div>
    </section>
  );
}
