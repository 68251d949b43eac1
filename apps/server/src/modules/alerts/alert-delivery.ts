// How one person hears of an alert besides the console: their settings decide (muted kinds, channel, quiet hours in
// their time zone), their account says where (e-mail or phone) and in which language. Answers what was done, for
// the inbox row: 'email' or 'sms', or why not ('muted', 'off', 'quiet', 'none' when there is no address).
import { inQuietHours, type AlertKind } from '@lockconsole/shared/alert/alert';
import { normalizeLanguage } from '@lockconsole/shared/i18n/languages';
import { translatorFor } from '../../http/i18n';
import type { Messenger } from '../../messaging/messenger';
import type { AlertSettingsRow } from './alerts.repo';

export type Contact = { email: string | null; mobile: string | null; language: string };
export type Sent = 'email' | 'sms' | 'muted' | 'off' | 'quiet' | 'none';

/** Minutes since midnight at `at` in `timeZone` (UTC when the zone is unknown). */
function minuteIn(at: Date, timeZone: string): number {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .reduce<Record<string, string>>((m, p) => ({ ...m, [p.type]: p.value }), {});
    return Number(parts.hour) * 60 + Number(parts.minute);
  } catch {
    return at.getUTCHours() * 60 + at.getUTCMinutes();
  }
}

function localTime(at: Date, timeZone: string, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);
  } catch {
    return at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  }
}

export function createAlertDelivery(d: { messenger: Messenger }) {
  return async function deliver(
    alert: { kind: AlertKind; occurredAt: Date; params: Record<string, string | number> },
    contact: Contact | undefined,
    s: AlertSettingsRow | undefined,
    now: Date,
  ): Promise<Sent> {
    if (s?.muted.includes(alert.kind)) return 'muted';
    const channel = s?.channel ?? 'auto';
    if (channel === 'off') return 'off';
    const timeZone = s?.timeZone ?? 'UTC';
    if (s && inQuietHours(minuteIn(now, timeZone), s.quietStart, s.quietEnd)) return 'quiet';
    if (!contact) return 'none';
    const how: 'email' | 'sms' | undefined =
      channel === 'email'
        ? contact.email
          ? 'email'
          : undefined
        : channel === 'sms'
          ? contact.mobile
            ? 'sms'
            : undefined
          : contact.email
            ? 'email'
            : contact.mobile
              ? 'sms'
              : undefined;
    if (!how) return 'none';
    const lang = normalizeLanguage(contact.language) ?? 'en';
    const t = translatorFor(lang);
    const params = { ...alert.params, time: localTime(alert.occurredAt, timeZone, lang) };
    await d.messenger.send({
      channel: how,
      to: how === 'email' ? contact.email! : contact.mobile!,
      subject: t(`messages.alert.${alert.kind}.subject`, params),
      text: t(`messages.alert.${alert.kind}.body`, params),
    });
    return how;
  };
}

export type AlertDelivery = ReturnType<typeof createAlertDelivery>;
