// POST /keyboardPwd/share: the passcode's text — lock name, code, validity in the lock's local time — in the caller's
// language (messages catalog), sent through the Messenger (SMTP / SMS provider / outbox). Rate-limited per account
// in the database (so every API node agrees): 5 a minute, 50 a day. Only live codes that can still open are shared.
// With a template of the caller's (issue 19), the message is theirs: {room} the lock's name, {passcode} the code,
// {time} its validity; the e-mail subject stays the platform's.
import { normalizeAccount } from '@lockconsole/shared/validation/account';
import type { LockContext } from '../../http/context';
import { PASSCODE_STATUS } from '@lockconsole/shared/passcode/passcode';
import { lockTimeText, offsetLabel, pad2 } from '@lockconsole/lockcore/lock-time';
import type { Messenger } from '../../messaging/messenger';
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import type { Clock } from '../../platform/clock';
import { SERVICE_TYPE } from '@lockconsole/shared/commerce/commerce';
import type { Meter } from '../commerce/meter';
import { OPEN_METHOD, TEMPLATE_TYPE } from '@lockconsole/shared/template/template';
import type { TemplatesService } from '../templates/templates.service';
import type { PasscodeSyncRepo } from './passcode-sync.repo';
import type { PasscodeRow, PasscodesRepo } from './passcodes.repo';

export const SHARES_PER_MINUTE = 5;
export const SHARES_PER_DAY = 50;

export type ShareInput = {
  keyboardPwdId: number;
  channel: 'email' | 'sms';
  to: string;
  countryCode?: string;
  templateId?: number;
};

/** The validity sentence of a code, per type (spec §3 v4 types), in the lock's local time. */
export function validityText(row: PasscodeRow, tz: number, t: Translator): string {
  const at = (ms: number) => lockTimeText(ms, tz);
  const k = 'messages.passcode.share.validity';
  const start = at(row.startDate.getTime());
  const end = row.endDate ? at(row.endDate.getTime()) : null;
  let text: string;
  switch (row.keyboardPwdType) {
    case 1:
      text = t(`${k}.once`, { start, end: end ?? '' });
      break;
    case 4:
      text = t(`${k}.clear`, { end: end ?? '' });
      break;
    case 5: {
      const days = t(`messages.passcode.share.cycleKind.${row.cycleKind ?? 6}`);
      const win = {
        days,
        from: `${pad2(row.cycleStartHour ?? 0)}:00`,
        to: `${pad2(row.cycleEndHour ?? 24)}:00`,
        start,
      };
      text = end ? t(`${k}.cycleUntil`, { ...win, end }) : t(`${k}.cycle`, win);
      break;
    }
    default:
      text = end ? t(`${k}.period`, { start, end }) : t(`${k}.permanent`, { start });
  }
  // Offline permanent, limited and cycle codes stop working if not used once in time.
  if ([2, 3, 5].includes(row.keyboardPwdType) && row.firstUseBy.getTime() > 0) {
    text = t(`${k}.firstUse`, { validity: text, firstUseBy: at(row.firstUseBy.getTime()) });
  }
  return text;
}

const SHAREABLE: string[] = [PASSCODE_STATUS.normal, PASSCODE_STATUS.updating, PASSCODE_STATUS.updateFailed];

export function createPasscodeShareService(d: {
  repo: PasscodesRepo;
  syncRepo: PasscodeSyncRepo;
  clock: Clock;
  messenger: Messenger;
  siteName: (host: string) => Promise<string>;
  /** A share is a message the caller chooses to send: it uses one SMS or e-mail unit of theirs. */
  meter: Meter;
  templates: Pick<TemplatesService, 'message'>;
}) {
  return {
    async share(ctx: LockContext, input: ShareInput): Promise<null> {
      const { lock: a, host, t } = ctx;
      const userId = ctx.session.userId;
      const row = await d.repo.find(a.lockId, input.keyboardPwdId);
      const now = d.clock.now();
      // A code the lock does not (or no longer) accept is not sent: deleting, adding, failed, ended.
      if (!row || !SHAREABLE.includes(row.status) || (row.endDate && row.endDate <= now)) {
        throw fail('passcodeNotFound');
      }
      if ((await d.syncRepo.sharesSince(userId, new Date(now.getTime() - 60_000))) >= SHARES_PER_MINUTE)
        throw fail('tooManyRequests');
      if ((await d.syncRepo.sharesSince(userId, new Date(now.getTime() - 86_400_000))) >= SHARES_PER_DAY)
        throw fail('tooManyRequests');

      const to =
        input.channel === 'email'
          ? input.to.trim().toLowerCase()
          : normalizeAccount(input.to, input.countryCode)?.replace(' ', '');
      if (!to) throw fail('badParameter');
      const tz = Math.round(a.lock.timezoneRawOffset / 60_000);
      const lock = a.lock.lockAlias || a.lock.lockName;
      const params = {
        lock,
        code: row.keyboardPwd,
        sender: (await d.repo.senderName(userId)) || (await d.siteName(host)),
        validity: validityText(row, tz, t),
        zone: offsetLabel(tz),
        site: await d.siteName(host),
      };
      const text = input.templateId
        ? await d.templates.message(
            ctx,
            {
              templateId: input.templateId,
              templateType: input.channel === 'email' ? TEMPLATE_TYPE.email : TEMPLATE_TYPE.sms,
              openMethod: OPEN_METHOD.passcode,
              lockOwnerId: a.lock.userId,
            },
            { room: lock, passcode: row.keyboardPwd, time: `${params.validity} (${params.zone})` },
            t('messages.template.external', params),
          )
        : t('messages.passcode.share.text', params);
      const footer = input.templateId ? '' : `\n\n${t('messages.passcode.share.emailFooter', params)}`;
      const shareId = await d.syncRepo.recordShare({
        userId,
        passcodeId: row.id,
        channel: input.channel,
        recipient: to,
        createdAt: now,
      });
      const use = {
        payer: userId,
        serviceType: input.channel === 'email' ? SERVICE_TYPE.email : SERVICE_TYPE.sms,
        reason: 'service.use.passcodeShare',
        detail: { lock, to },
      };
      try {
        await d.meter.use(ctx, use, () =>
          d.messenger.send({
            channel: input.channel,
            to,
            subject: input.channel === 'email' ? t('messages.passcode.share.subject', params) : undefined,
            text: input.channel === 'email' ? `${text}${footer}` : text,
          }),
        );
      } catch (e) {
        // Not delivered (or no unit left): it does not count against the limit.
        await d.syncRepo.deleteShare(shareId);
        throw e;
      }
      return null;
    },
  };
}

export type PasscodeShareService = ReturnType<typeof createPasscodeShareService>;
