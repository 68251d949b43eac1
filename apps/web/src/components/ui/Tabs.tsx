// A tab bar and its panel without antd (#26): the lock page's credential tabs. ARIA tabs — arrow keys, Home and End
// move between tabs and choose them (each tab is a route: the page shows the chosen one's panel).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

type Props<K extends string> = {
  id: string;
  label: string;
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
};

export function Tabs<K extends string>({ id, label, tabs, active, onChange, children }: Props<K>) {
  const bar = useRef<HTMLDivElement>(null);
  const choose = (at: number) => {
    const tab = tabs[(at + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.key);
    bar.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.key}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.key === active);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    choose(to);
  };
  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tabs__bar" ref={bar} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            data-tab={t.key}
            aria-selected={t.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={t.key === active ? 0 : -1}
            className={`ui-tabs__tab${t.key === active ? ' ui-tabs__tab--active' : ''}`}
            onClick={() => t.key !== active && onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="ui-tabs__panel">
        {children}
      </div>
    </div>
  );
}
