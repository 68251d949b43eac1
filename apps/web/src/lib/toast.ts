// Toasts of spec §8 (error, success, info, warn; 1.5 s). The antd message instance is bound by the
// app shell so that toasts follow the theme; messages raised before that are queued.
import type { MessageInstance } from 'antd/es/message/interface';

export const TOAST_SECONDS = 1.5;
type Kind = 'error' | 'success' | 'info' | 'warning';

let instance: MessageInstance | null = null;
const queue: [Kind, string][] = [];

function show(kind: Kind, text: string) {
  if (!instance) {
    queue.push([kind, text]);
    return;
  }
  void instance.open({ type: kind, content: text, duration: TOAST_SECONDS });
}

export function bindToast(m: MessageInstance): void {
  instance = m;
  for (const [kind, text] of queue.splice(0)) show(kind, text);
}

export const toast = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warn: (text: string) => show('warning', text),
};
