// A button that opens a menu (WAI-ARIA menu button): the console's top bar uses it for the language and the user
// menus without antd's Dropdown (#26: the console frame paints before any antd code loads). The menu opens on click,
// Enter, Space or ArrowDown with its first (or current) entry focused; ArrowUp/ArrowDown/Home/End move, Enter or a
// click chooses, Escape closes and gives the focus back to the button, a click outside or Tab closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type MenuEntry = { key: string; label: ReactNode; current?: boolean; lang?: string } | { divider: true };

type Props = {
  items: MenuEntry[];
  onChoose: (key: string) => void;
  /** The button's content, accessible name and look. */
  children: ReactNode;
  label: string;
  className?: string;
  testId?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
};

const isEntry = (e: MenuEntry): e is Exclude<MenuEntry, { divider: true }> => !('divider' in e);

export function MenuButton({ items, onChoose, children, label, className, testId, align = 'end' }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = items.filter(isEntry);
  const itemsOf = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusAt = (i: number) => {
    const all = itemsOf();
    all[(i + all.length) % all.length]?.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const current = Math.max(
      0,
      entries.findIndex((e) => e.current),
    );
    focusAt(current);
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
    // Focus once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const all = itemsOf();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(at + 1),
      ArrowUp: () => focusAt(at - 1),
      Home: () => focusAt(0),
      End: () => focusAt(all.length - 1),
      Escape: () => close(true),
      Tab: () => setOpen(false),
    };
    const move = moves[e.key];
    if (!move) return;
    if (e.key !== 'Tab') e.preventDefault();
    move();
  };

  return (
    <div className={`ui-menu-button ${className ?? ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="ui-menu-button__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open && (
        <ul id={id} role="menu" aria-label={label} className={`ui-menu ui-menu--${align}`} onKeyDown={onMenuKey}>
          {items.map((e, i) =>
            isEntry(e) ? (
              <li key={e.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  lang={e.lang}
                  className={e.current ? 'ui-menu__item ui-menu__item--current' : 'ui-menu__item'}
                  aria-current={e.current || undefined}
                  onClick={() => {
                    close(true);
                    onChoose(e.key);
                  }}
                >
                  {e.label}
                </button>
              </li>
            ) : (
              <li key={`divider-${i}`} role="separator" className="ui-menu__divider" />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
