// "Premium ends soon" (issue 17, spec §3 will-overdue): once per paid year, in its last 7 days, the account hears
// that its premium functions stop on that date — by e-mail, else SMS, in the account's language, with the console's
// address when PUBLIC_URL is known. Claimed with one conditional update per account (`premium_reminded_for` = the
// year's end), so several nodes running the sweep send one message; a year renewed later gets its own reminder.
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { normalizeLanguage } from '@lockconsole/shared/i18n/languages';
import { PREMIUM_WARN_DAYS } from '@lockconsole/shared/commerce/premium';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { translatorFor } from '../../http/i18n';
import type { Messenger } from '../../messaging/messenger';
import type { Clock } from '../../platform/clock';

const DAY = 86_400_000;
const BATCH = 200;

export function createPremiumReminder(d: {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
}) {
  const due = (now: Date) =>
    and(
      eq(users.paidUserStatus, 2),
      gt(users.premiumUntil, now),
      lte(users.premiumUntil, new Date(now.getTime() + PREMIUM_WARN_DAYS * DAY)),
      or(isNull(users.premiumRemindedFor), ne(users.premiumRemindedFor, users.premiumUntil)),
    );

  /** Sends the reminders due now; the number sent. */
  async function run(): Promise<number> {
    const now = d.clock.now();
    const rows = await d.db
      .select({
        id: users.id,
        email: users.email,
        mobile: users.mobile,
        language: users.language,
        until: users.premiumUntil,
      })
      .from(users)
      .where(and(due(now), isNull(users.deletedAt)))
      .limit(BATCH);
    let sent = 0;
    for (const u of rows) {
      const to = u.email ?? u.mobile;
      // Claim it: another node may be at the same row.
      const [claimed] = await d.db
        .update(users)
        .set({ premiumRemindedFor: sql`${users.premiumUntil}` })
        .where(and(eq(users.id, u.id), due(now)))
        .returning({ id: users.id });
      if (!claimed || !to || !u.until) continue;
      const t = translatorFor(normalizeLanguage(u.language) ?? 'en');
      const params = {
        date: u.until.toISOString().slice(0, 10),
        where: d.publicUrl ? new URL('/account/vip', d.publicUrl).toString() : t('messages.premiumEnding.inConsole'),
      };
      try {
        await d.messenger.send({
          channel: u.email ? 'email' : 'sms',
          to,
          subject: t('messages.premiumEnding.subject', params),
          text: t('messages.premiumEnding.body', params),
        });
        sent++;
      } catch (err) {
        d.log.warn({ err, userId: u.id }, 'premium reminder not sent');
      }
    }
    return sent;
  }

  return { run };
}
