// Validation codes (spec §3 code types): 6 digits, stored hashed, 10 minutes, 5 attempts, one send per 60 s and
// 10 per day per account, a daily cap per IP; delivered through the Messenger in the caller's language.
// Must not decide who may receive a code of a type: the accounts module checks that before calling issue().
import crypto from 'node:crypto';
import type { Channel, Messenger } from '../../messaging/messenger';
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import type { VerificationRepo } from './verification.repo';

export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries at one code from one source address (#28.4: a stranger's guesses do not use up the owner's code). */
export const CODE_MAX_ATTEMPTS = 5;
/** Wrong tries at one code from all sources: with 6 digits, at most 1 in 20,000 for a spread-out guesser. */
export const CODE_MAX_TOTAL = 50;
export const CODE_RESEND_MS = 60 * 1000;
export const CODE_DAILY_PER_ACCOUNT = 10;
export const CODE_DAILY_PER_IP = 50;
const DAY_MS = 24 * 3600 * 1000;

/** i18n names of the code types in the `messages` namespace. */
const PURPOSE: Record<number, string> = {
  1: 'register',
  3: 'resetPassword',
  4: 'newDevice',
  5: 'bindMobile',
  8: 'bindEmail',
  9: 'transferLock',
  10: 'unregister',
  12: 'modifyAccount',
};

export type IssueCode = {
  /** Normalized account (lower-case e-mail or "+61 412345678"): the key of the limits and of verify(). */
  account: string;
  /** Address for the transport (e-mail address or E.164 number). */
  to: string;
  channel: Channel;
  type: number;
  ip: string;
  t: Translator;
  siteName: string;
};

const hashCode = (salt: string, code: string) => `${salt}$${sha256Hex(`${salt}:${code}`)}`;

function matches(stored: string, code: string): boolean {
  const [salt] = stored.split('$');
  const a = Buffer.from(hashCode(salt ?? '', code));
  const b = Buffer.from(stored);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export type CodeService = ReturnType<typeof createCodeService>;

export function createCodeService(deps: {
  repo: VerificationRepo;
  clock: Clock;
  random: Random;
  messenger: Messenger;
  /** Between two codes to one account; CODE_RESEND_MS unless a test shortens it (config.codeResendMs). */
  resendMs?: number;
}) {
  const { repo, clock, random, messenger } = deps;
  const resendMs = deps.resendMs ?? CODE_RESEND_MS;

  async function issue(req: IssueCode): Promise<{ expiresIn: number; resendIn: number }> {
    const now = clock.now();
    const last = await repo.latestSentTo(req.account);
    if (last && now.getTime() - last.getTime() < resendMs) {
      const seconds = Math.ceil((resendMs - (now.getTime() - last.getTime())) / 1000);
      throw fail('codeSendTooSoon', { seconds }, { resendIn: seconds });
    }
    const since = new Date(now.getTime() - DAY_MS);
    if ((await repo.countSentTo(req.account, since)) >= CODE_DAILY_PER_ACCOUNT) throw fail('codeDailyLimit');
    if ((await repo.countSentFromIp(req.ip, since)) >= CODE_DAILY_PER_IP) throw fail('codeDailyLimit');

    const code = random.digits(CODE_DIGITS);
    const id = await repo.insertCode({
      account: req.account,
      type: req.type,
      codeHash: hashCode(random.token(12), code),
      channel: req.channel,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      ip: req.ip,
    });
    const purpose = PURPOSE[req.type] ?? 'register';
    const params = { code, site: req.siteName, minutes: CODE_TTL_MS / 60000 };
    const text =
      req.channel === 'voice'
        ? req.t('messages.code.voice', { ...params, spoken: code.split('').join(' ') })
        : req.channel === 'email'
          ? `${req.t(`messages.code.text.${purpose}`, params)}\n\n${req.t('messages.code.emailFooter', params)}`
          : req.t(`messages.code.text.${purpose}`, params);
    try {
      await messenger.send({
        channel: req.channel,
        to: req.to,
        subject: req.channel === 'email' ? req.t(`messages.code.subject.${purpose}`, params) : undefined,
        text,
      });
    } catch (e) {
      // Not delivered: do not let it count against the user's limits.
      await repo.deleteCode(id);
      throw e;
    }
    // Old codes are kept one day for the limits above, then dropped.
    await repo.purgeCodesBefore(new Date(now.getTime() - 2 * DAY_MS));
    return { expiresIn: CODE_TTL_MS / 1000, resendIn: resendMs / 1000 };
  }

  /**
   * Checks `code` against the newest open code of `type` sent to one of `accounts` and uses it up. Wrong tries count
   * per `source` (the caller's address): 5 from one source end the code for that source only; 50 in all end it.
   * Throws 30010 wrong, 30011 expired, 30012 too many wrong tries.
   */
  async function verify(accounts: string[], type: number, code: string, source = ''): Promise<void> {
    const row = accounts.length ? await repo.latestOpenCode(accounts, type) : undefined;
    if (!row) throw fail('codeWrong');
    if (row.attempts >= CODE_MAX_TOTAL) throw fail('codeTooManyAttempts');
    if ((await repo.attemptsFrom(row.id, source)) >= CODE_MAX_ATTEMPTS) throw fail('codeTooManyAttempts');
    const now = clock.now();
    if (row.expiresAt.getTime() <= now.getTime()) throw fail('codeExpired');
    if (!matches(row.codeHash, code.trim())) {
      const n = await repo.addAttempt(row.id, source);
      const dead = n !== undefined && (n.fromSource >= CODE_MAX_ATTEMPTS || n.total >= CODE_MAX_TOTAL);
      throw fail(dead ? 'codeTooManyAttempts' : 'codeWrong');
    }
    if (!(await repo.consumeCode(row.id, now, CODE_MAX_TOTAL))) throw fail('codeWrong');
  }

  return { issue, verify };
}
