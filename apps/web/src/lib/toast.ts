// Toasts of spec §8: error, success, info, warn, shown 1.5 s. A tiny DOM renderer (no UI library), so the
// public pages can toast without loading antd. Errors are announced assertively, the rest politely.
export const TOAST_MS = 1500;
const MAX_SHOWN = 3;
type Kind = 'error' | 'success' | 'info' | 'warn';
const ICON: Record<Kind, string> = { error: '×', success: '✓', info: 'i', warn: '!' };

let region: HTMLElement | null = null;

function container(): HTMLElement {
  if (region && document.body.contains(region)) return region;
  region = document.createElement('div');
  region.className = 'toasts';
  document.body.appendChild(region);
  return region;
}

function show(kind: Kind, text: string) {
  if (typeof document === 'undefined' || !text) return;
  const box = container();
  while (box.childElementCount >= MAX_SHOWN) box.firstElementChild?.remove();
  const item = document.createElement('div');
  item.className = `toast toast--${kind}`;
  item.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  item.dataset.testid = `toast-${kind}`;
  const icon = document.createElement('span');
  icon.className = 'toast__icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = ICON[kind];
  const body = document.createElement('span');
  body.textContent = text;
  item.append(icon, body);
  box.appendChild(item);
  setTimeout(() => item.remove(), TOAST_MS);
}

export const toast = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warn: (text: string) => show('warn', text),
};
