// A titled block (antd's small Card) without antd, for the pages that render without it (#26).
import type { ReactNode } from 'react';

type Props = { title: ReactNode; children: ReactNode; id?: string; testId?: string };

export function Panel({ title, children, id = 'panel', testId }: Props) {
  return (
    <section className="ui-panel" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 className="ui-panel__title" id={`${id}-title`}>
        {title}
      </h2>
      <div className="ui-panel__body">{children}</div>
    </section>
  );
}
