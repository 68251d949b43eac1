// Label–value pairs in a bordered grid (antd's Descriptions) without antd (#26): one column on a phone, two on a
// tablet, three on a desktop; `wide` items take the whole row.
import type { ReactNode } from 'react';

export type DetailItem = { key: string; label: ReactNode; value: ReactNode; wide?: boolean };

export function Details({ items }: { items: DetailItem[] }) {
  return (
    <dl className="ui-details">
      {items.map((i) => (
        <div key={i.key} className={`ui-details__item${i.wide ? ' ui-details__item--wide' : ''}`}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
