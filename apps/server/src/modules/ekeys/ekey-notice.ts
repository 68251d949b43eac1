// Tells the receiver of a sent ekey (/key/send, /key/sendBatch, /auth/create): an e-mail to an e-mail account, an
// SMS to a mobile, through the Messenger, in the SENDER's language (messages.ekey.send.*). One message per send
// call, listing every lock of a batch. A registered receiver is told to open the app; an unregistered one (waiting
// key, 110402) to register with that account (at the public URL when the server has one). Delivery is best
// effort: a failing messenger is logged and never fails the key send (the key is already stored).
import { VALIDITY_TYPE } from '@lockconsole/shared/ekey/ekey';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../messaging/messenger';
import type { Translator } from '../../http/i18n';
import type { Identity } from '../accounts/account-identity';
import { lockTimeText, minuteText, offsetLabel } from '@lockconsole/lockcore/lock-time';
import type { KeyPeriod } from './ekey-rules';

/** One stored key, as its notice needs it. */
export type SentKey = {
  receiver: Identity;
  registered: boolean;
  lockName: string;
  /** The lock's offset from UTC in minutes. */
  tzMinutes: number;
  period: KeyPeriod;
};

/** The request the keys were sent in: its language and the site it was made on. */
export type NoticeVia = { t: Translator; host: string };

/** The validity in plain words, in the lock's local time. */
export function keyValidityText(p: KeyPeriod, tz: number, t: Translator): string {
  const k = 'messages.ekey.send.validity';
  const start = lockTimeText(p.startDate, tz);
  const end = lockTimeText(p.endDate, tz);
  switch (p.validityType) {
    case VALIDITY_TYPE.permanent:
      return t(`${k}.permanent`);
    case VALIDITY_TYPE.once:
      return t(`${k}.once`, { start });
    case VALIDITY_TYPE.cycle: {
      const days =
        p.cycleDays.length === 7 || p.cycleDays.length === 0
          ? t(`${k}.everyDay`)
          : p.cycleDays.map((d) => t(`ekeys.days.${d}`)).join(', ');
      const from = minuteText(p.cycleStartMinute ?? 0);
      const to = minuteText(p.cycleEndMinute ?? 1440);
      return t(`${k}.cycle`, { days, from, to, start, end });
    }
    default:
      return t(`${k}.period`, { start, end });
  }
}

export function createEkeyNotifier(d: {
  messenger: Messenger;
  log: FastifyBaseLogger;
  senderName: (userId: number) => Promise<string>;
  siteName: (host: string) => Promise<string>;
  publicUrl: string | undefined;
}) {
  async function compose(senderId: number, keys: SentKey[], via: NoticeVia) {
    const { t } = via;
    const first = keys[0]!;
    const site = await d.siteName(via.host);
    const sender = (await d.senderName(senderId)) || site;
    const k = 'messages.ekey.send';
    const lines: string[] = [];
    let subject: string;
    if (keys.length === 1) {
      subject = t(`${k}.subject`, { sender, lock: first.lockName });
      lines.push(t(`${k}.intro`, { sender, lock: first.lockName }));
      const validity = keyValidityText(first.period, first.tzMinutes, t);
      lines.push(
        first.period.validityType === VALIDITY_TYPE.permanent
          ? t(`${k}.validPermanent`, { validity })
          : t(`${k}.valid`, { validity, zone: offsetLabel(first.tzMinutes) }),
      );
    } else {
      subject = t(`${k}.subjectMany`, { sender });
      lines.push(t(`${k}.introMany`, { sender }));
      for (const key of keys) {
        const validity = keyValidityText(key.period, key.tzMinutes, t);
        lines.push(
          key.period.validityType === VALIDITY_TYPE.permanent
            ? `• ${t(`${k}.lockLinePermanent`, { lock: key.lockName, validity })}`
            : `• ${t(`${k}.lockLine`, { lock: key.lockName, validity, zone: offsetLabel(key.tzMinutes) })}`,
        );
      }
    }
    const url = d.publicUrl ? `${d.publicUrl.replace(/\/$/, '')}/regist` : undefined;
    const account = first.receiver.normalized;
    lines.push(
      first.registered
        ? t(`${k}.open`, { site })
        : url
          ? t(`${k}.register`, { account, url, site })
          : t(`${k}.registerNoUrl`, { account, site }),
    );
    return { subject, text: lines.join('\n') };
  }

  return {
    /**
     * A key's message in the sender's own words (a message template, issue 19): the template's text, then — for a
     * receiver who has no account yet — how to register. True when it was handed to the messenger; never throws.
     */
    async sendText(key: SentKey, text: string, via: NoticeVia, senderId: number): Promise<boolean> {
      const { t } = via;
      const k = 'messages.ekey.send';
      const site = await d.siteName(via.host);
      const sender = (await d.senderName(senderId)) || site;
      const url = d.publicUrl ? `${d.publicUrl.replace(/\/$/, '')}/regist` : undefined;
      const account = key.receiver.normalized;
      const join = key.registered
        ? ''
        : `\n${url ? t(`${k}.register`, { account, url, site }) : t(`${k}.registerNoUrl`, { account, site })}`;
      const email = key.receiver.kind === 'email';
      try {
        await d.messenger.send({
          channel: email ? 'email' : 'sms',
          to: key.receiver.address,
          subject: email ? t(`${k}.subject`, { sender, lock: key.lockName }) : undefined,
          text: `${text}${join}`,
        });
        return true;
      } catch (e) {
        d.log.warn({ err: e, to: key.receiver.address }, 'ekey message not delivered');
        return false;
      }
    },

    /** One message for the keys one send call stored (all for the same receiver). Never throws. */
    async notify(senderId: number, keys: SentKey[], via: NoticeVia): Promise<void> {
      if (!keys.length) return;
      const receiver = keys[0]!.receiver;
      try {
        const { subject, text } = await compose(senderId, keys, via);
        const email = receiver.kind === 'email';
        await d.messenger.send({
          channel: email ? 'email' : 'sms',
          to: receiver.address,
          subject: email ? subject : undefined,
          text,
        });
      } catch (e) {
        // The key is stored and usable; a lost notice must not turn the send into an error.
        d.log.warn({ err: e, to: receiver.address }, 'ekey notice not delivered');
      }
    },
  };
}

export type EkeyNotifier = ReturnType<typeof createEkeyNotifier>;
