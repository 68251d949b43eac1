// A button that opens a menu (WAI-ARIA menu button): the console's top bar uses it for the language and the user
// menus without antd's Dropdown (#26: the console frame paints before any antd code loads). The menu opens on click,
// Enter, Space or ArrowDown with its first (or current) entry focused; ArrowUp/ArrowDown/Home/End move, Enter or a
// click chooses, Escape closes and gives the focus back to the button, a click outside or Tab closes.
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

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
  /**
   * The menu placed against the window (fixed) instead of inside the button's box: for a button in a table that
   * scrolls sideways, whose box would clip the menu. It follows the button when the page scrolls.
   */
  floating?: boolean;
};

const isEntry = (e: MenuEntry): e is Exclude<MenuEntry, { divider: true }> => !('divider' in e);

export function MenuButton({ items, onChoose, children, label, className, testId, align = 'end', floating }: Props) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = items.filter(isEntry);
  const itemsOf = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusAt = (i: number) => {
    const all = itemsOf();
    all[(i + all.length) % all.length]?.focus({ preventScroll: true });
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
    // A floating menu follows its button when the page or the table under it scrolls (not the menu's own list).
    const follow = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setPlace(placeBelow(button.current, align, items.length));
    };
    if (floating) {
      window.addEventListener('scroll', follow, true);
      window.addEventListener('resize', follow);
    }
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
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
        onClick={() => {
          if (!open && floating) setPlace(placeBelow(button.current, align, items.length));
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            if (floating) setPlace(placeBelow(button.current, align, items.length));
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open && (
        <ul
          id={id}
          role="menu"
          aria-label={label}
          className={`ui-menu ui-menu--${floating ? 'floating' : align}`}
          style={floating ? place : undefined}
          onKeyDown={onMenuKey}
        >
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

/**
 * Where a floating menu opens: under the button (over it when the window has no room below and has it above), its
 * edge lined up with the button's start or end edge.
 */
function placeBelow(button: HTMLElement | null, align: 'start' | 'end', entries: number): CSSProperties {
  const r = button?.getBoundingClientRect();
  if (!r) return {};
  const height = entries * 32 + 8;
  const vertical =
    r.bottom + 4 + height > window.innerHeight && r.top - 4 >= height
      ? { bottom: window.innerHeight - r.top + 4 }
      : { top: r.bottom + 4 };
  const side = align === 'end' ? { right: document.documentElement.clientWidth - r.right } : { left: r.left };
  return { ...vertical, ...side };
}
