// QR codes (issue 16) on the credential table: rows of kind 'qrcode' that never go to the lock — it checks each
// shown code offline from its own secret and clock (lockcore qrcode.ts) — so there is no sync: a QR code is
// confirmed as soon as it is stored, and a delete is immediate (the link dies at once; a code already on a screen
// stays good at most until its window ends). The number records show is the row's id (the code carries it).
import QRCode from 'qrcode';
import { qrCodeContent, qrWindowAt } from '@lockconsole/lockcore/qrcode';
import { checkValidity, type Validity, type WeekDay } from '@lockconsole/lockcore/validity';
import { CREDENTIAL_VALIDITY } from '@lockconsole/shared/credential/credential';
import {
  MAX_QRCODES_PER_LOCK,
  QRCODE_TYPE,
  QRCODE_VERSION_CLOUD,
  type QrcodeItem,
} from '@lockconsole/shared/qrcode/qrcode';
import type { ShowQrcodeResult } from '@lockconsole/shared/qrcode/show';
import type { LockContext, PublicContext } from '../../http/context';
import { fail } from '../../http/errors';
import type { Translator } from '../../http/i18n';
import { pageOf, windowOf, type Paging } from '../../http/paging';
import type { Clock, Random } from '../../platform/clock';
import { assertCredentialWithinOwn, credentialPeriodOf } from '../credentials/credential-period';
import { presentCredential } from '../credentials/credential.presenter';
import type { CredentialRow, CredentialsRepo, CredentialView } from '../credentials/credentials.repo';
import type { LinkAttemptsRepo } from '../link-attempts/link-attempts.repo';
import type { LockAccess } from '../permissions/permissions.service';
import { assertSigned, newLinkSecret, parseQrcodeToken, qrcodeLink, throttleLink } from './qrcode-link';

type QrType = 1 | 2 | 4;
type Period = {
  startDate?: number;
  endDate?: number;
  cyclicConfig?: { weekDay: number; startMinute: number; endMinute: number }[];
};

/** QR type (limited 1, permanent 2, cycle 4) → the engine's validity (permanent 1, limited 2, cycle 3), and back. */
const VALIDITY_OF: Record<QrType, 1 | 2 | 3> = {
  [QRCODE_TYPE.limited]: CREDENTIAL_VALIDITY.limited,
  [QRCODE_TYPE.permanent]: CREDENTIAL_VALIDITY.permanent,
  [QRCODE_TYPE.cycle]: CREDENTIAL_VALIDITY.cycle,
};
const typeOf = (validityType: number): QrType =>
  validityType === CREDENTIAL_VALIDITY.permanent
    ? QRCODE_TYPE.permanent
    : validityType === CREDENTIAL_VALIDITY.cycle
      ? QRCODE_TYPE.cycle
      : QRCODE_TYPE.limited;

/** The row's validity as lockcore judges it (0/0 permanent; a start without an end never ends). */
export function validityOfRow(row: CredentialRow): Validity {
  const start = row.startDate.getTime();
  const cycle = row.cycle.map((p) => ({ ...p, weekDay: p.weekDay as WeekDay }));
  if (start === 0 && !row.endDate) return { startDate: 0, endDate: 0, ...(cycle.length ? { cycle } : {}) };
  return {
    startDate: start,
    endDate: row.endDate?.getTime() ?? Number.MAX_SAFE_INTEGER,
    ...(cycle.length ? { cycle } : {}),
  };
}

export function createQrcodesService(d: {
  repo: CredentialsRepo;
  attempts: LinkAttemptsRepo;
  lockOf: (
    lockId: number,
  ) => Promise<{ lockAlias: string; lockSecret: string | null; timezoneRawOffset: number } | undefined>;
  clock: Clock;
  random: Random;
  publicUrl: string | undefined;
}) {
  const nowMs = () => d.clock.now().getTime();

  const present = (v: CredentialView, t: Translator): QrcodeItem => ({
    ...presentCredential(v, nowMs(), t),
    qrcodeId: v.row.id,
    qrcodeNumber: v.row.number,
    qrcodeName: v.row.name,
    type: typeOf(v.row.validityType),
    refreshTime: v.row.refreshMinutes ?? 10,
    link: v.row.linkSecret ? qrcodeLink(d.publicUrl, v.row.id, v.row.linkSecret) : '',
    version: QRCODE_VERSION_CLOUD,
  });
  const presentRow = async (row: CredentialRow, t: Translator) =>
    present((await d.repo.view(row.id)) ?? { row, lockAlias: '', sender: '' }, t);

  async function found(lockId: number, id: number) {
    const row = await d.repo.find(lockId, 'qrcode', id);
    if (!row) throw fail('qrcodeNotFound');
    return row;
  }

  /** Spec §5 time rules and "never beyond your own key" for an authorized admin; stored shape. */
  function stored(access: LockAccess, type: QrType, p: Period) {
    const period = credentialPeriodOf(
      { validityType: VALIDITY_OF[type], ...p, cyclicConfig: p.cyclicConfig },
      nowMs(),
      access.lock.timezoneRawOffset,
    );
    assertCredentialWithinOwn(access, period);
    return {
      validityType: period.validityType,
      startDate: new Date(period.startDate),
      endDate: period.endDate === null ? null : new Date(period.endDate),
      cycle: period.cycle,
    };
  }

  return {
    async list(ctx: LockContext, q: Paging & { searchStr?: string }) {
      const { rows, total } = await d.repo.page(ctx.lock.lockId, 'qrcode', { ...q, orderBy: 1, ...windowOf(q) });
      return pageOf(
        rows.map((v) => present(v, ctx.t)),
        total,
        q,
      );
    },

    async add(ctx: LockContext, i: { qrcodeName?: string; type: QrType; refreshTime: number } & Period) {
      const values = stored(ctx.lock, i.type, i);
      if ((await d.repo.countOn(ctx.lock.lockId, 'qrcode')) >= MAX_QRCODES_PER_LOCK) throw fail('qrcodeFull');
      const secret = newLinkSecret(d.random);
      const row = await d.repo.insert({
        lockId: ctx.lock.lockId,
        kind: 'qrcode',
        // A unique placeholder until the id is known: the number records show is the id.
        number: `new-${secret.slice(0, 16)}`,
        name: i.qrcodeName ?? '',
        ...values,
        senderUserId: ctx.session.userId,
        refreshMinutes: i.refreshTime,
        linkSecret: secret,
      });
      if (!row) throw fail('qrcodeFull');
      const numbered = await d.repo.update(row.id, { number: String(row.id) });
      return presentRow(numbered ?? row, ctx.t);
    },

    async rename(ctx: LockContext, i: { qrcodeId: number; qrcodeName: string }) {
      await found(ctx.lock.lockId, i.qrcodeId);
      const row = await d.repo.update(i.qrcodeId, { name: i.qrcodeName, updatedAt: d.clock.now() });
      if (!row) throw fail('qrcodeNotFound');
      return presentRow(row, ctx.t);
    },

    /** New validity (same type) and refresh interval; the link stays the same. */
    async changePeriod(ctx: LockContext, i: { qrcodeId: number; refreshTime?: number } & Period) {
      const row = await found(ctx.lock.lockId, i.qrcodeId);
      const values = stored(ctx.lock, typeOf(row.validityType), i);
      const set = { ...values, refreshMinutes: i.refreshTime ?? row.refreshMinutes, updatedAt: d.clock.now() };
      const updated = await d.repo.update(row.id, set);
      if (!updated) throw fail('qrcodeNotFound');
      return presentRow(updated, ctx.t);
    },

    /** Gone at once: the link's secret goes with it, so the page shows nothing from the next request on. */
    async remove(ctx: LockContext, i: { qrcodeId: number }) {
      const row = await found(ctx.lock.lockId, i.qrcodeId);
      const gone = await d.repo.update(row.id, { deletedAt: d.clock.now(), linkSecret: null });
      if (!gone) throw fail('qrcodeNotFound');
      return presentRow(gone, ctx.t);
    },

    /** PUBLIC: what the QR code's page shows now. */
    async show(ctx: PublicContext, { token }: { token: string }): Promise<ShowQrcodeResult> {
      await throttleLink(d, token, ctx.ip);
      const { id, sig } = parseQrcodeToken(token);
      const row = await d.repo.get(id);
      if (!row || row.kind !== 'qrcode' || row.deletedAt) throw fail('qrcodeLinkInvalid');
      assertSigned(id, sig, row.linkSecret);
      const lock = await d.lockOf(row.lockId);
      if (!lock?.lockSecret) throw fail('qrcodeLinkInvalid');
      const now = nowMs();
      const v = validityOfRow(row);
      const refresh = row.refreshMinutes ?? 10;
      const base = {
        lockAlias: lock.lockAlias,
        qrcodeName: row.name,
        startDate: row.startDate.getTime(),
        endDate: row.endDate?.getTime() ?? 0,
        refreshTime: refresh,
      };
      const w = qrWindowAt(v, refresh, now, lock.timezoneRawOffset);
      if (w) {
        const content = qrCodeContent(lock.lockSecret, { lockId: row.lockId, qrId: row.id, ...w });
        const svg = await QRCode.toString(content, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
        return { ...base, state: 'valid', content, svg, until: w.until, refreshAt: w.until };
      }
      const verdict = checkValidity(v, now, lock.timezoneRawOffset);
      if (verdict === 'expired')
        return { ...base, state: 'expired', content: null, svg: null, until: null, refreshAt: null };
      // Not yet: ask again at the start; outside the day's cycle window: at the next minute.
      const refreshAt = verdict === 'notYetValid' ? v.startDate : now - (now % 60_000) + 60_000;
      return {
        ...base,
        state: verdict === 'notYetValid' ? 'notYetValid' : 'outsideCycle',
        content: null,
        svg: null,
        until: refreshAt,
        refreshAt,
      };
    },
  };
}

export type QrcodesService = ReturnType<typeof createQrcodesService>;
