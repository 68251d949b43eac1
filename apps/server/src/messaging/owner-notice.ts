// A notice to an account's owner about something done to their account by someone else (a refused gateway move,
// wrong passwords piling up): by e-mail, else SMS, in the owner's language, and at most once per subject key in
// `everyMs` on this API node, so a stranger's repeated tries never become a mail bomb.
import { normalizeLanguage } from '@lockconsole/shared/i18n/languages';
import { translatorFor } from '../http/i18n';
import type { Messenger } from './messenger';

/** How to reach an owner. */
export type OwnerContact = { email: string | null; mobile: string | null; language: string };

export function createOwnerNotices(d: { messenger: Messenger; now: () => number; everyMs: number }) {
  const last = new Map<string, number>();
  return {
    /** Sends `messages.<keys>.subject/body` with `params`, unless `key` was told within `everyMs`. */
    async tell(key: string, c: OwnerContact, keys: string, params: Record<string, unknown>): Promise<void> {
      const at = d.now();
      const before = last.get(key);
      if (before !== undefined && at - before < d.everyMs) return;
      if (last.size > 10_000) last.clear();
      last.set(key, at);
      const to = c.email ?? c.mobile;
      if (!to) return;
      const t = translatorFor(normalizeLanguage(c.language) ?? 'en');
      await d.messenger.send({
        channel: c.email ? 'email' : 'sms',
        to,
        subject: t(`${keys}.subject`, params),
        text: t(`${keys}.body`, params),
      });
    },
  };
}

export type OwnerNotices = ReturnType<typeof createOwnerNotices>;
