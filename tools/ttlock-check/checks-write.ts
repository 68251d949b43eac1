// Checks that change a lock (only with --writes, only on a lock of the account's lock/list with a gateway):
// remote unlock then lock, a period passcode added then deleted, a passage-mode round trip restoring the original.
import { randomInt } from 'node:crypto';
import type { Ctx, Json, Params } from './client';
import { LEGACY_PASSAGE, weekDayProblems } from './checks-locks';
import { PASSCODE_ITEM, passcodeTypeProblems } from './checks-lists';
import { check, Failure, Skip, skip } from './runner';
import { expectItems, expectOk, expectPage, expectShape, fail, seen, trim } from './shape';

const NAMES = {
  unlock: 'write: lock/unlock (GET) → errcode 0',
  lock: 'write: lock/lock (POST) → errcode 0',
  add: 'write: keyboardPwd/add addType=2, period passcode → keyboardPwdId',
  listed: 'write: the new passcode is in lock/listKeyboardPwd',
  del: 'write: keyboardPwd/delete deleteType=2 → errcode 0, no longer listed',
  passage: 'write: lock/configPassageMode round trip (restores the original)',
};
const MAX_SCANNED_PAGES = 20;

/** Why the write checks cannot run, or undefined when they can. */
function writeBlocker(ctx: Ctx): string | undefined {
  if (!ctx.opts.writes) return '--writes not given';
  if (!ctx.api.accessToken) return 'no access token (the token checks failed)';
  if (ctx.lockId === undefined) return 'no lock to write to';
  if (!ctx.lockItem) return `lock ${ctx.lockId} is not in the account's lock/list (not owned)`;
  const hasGateway = ctx.detail?.hasGateway ?? ctx.lockItem.hasGateway;
  if (hasGateway !== 1) return `lock ${ctx.lockId} has no gateway (hasGateway ${seen(hasGateway)})`;
  return undefined;
}

/** The lock's passcode with this id, looking through every page of lock/listKeyboardPwd. */
async function findPasscode(ctx: Ctx, lockId: number, id: number): Promise<Json | undefined> {
  for (let pageNo = 1, pages = 1; pageNo <= Math.min(pages, MAX_SCANNED_PAGES); pageNo++) {
    const ans = await ctx.api.call('/v3/lock/listKeyboardPwd', { lockId, pageNo, pageSize: 200 }, { method: 'GET' });
    const list = expectPage(ans, pageNo, 200);
    const found = list.find((p) => p.keyboardPwdId === id);
    if (found) return found;
    pages = ans.pages as number;
  }
  return undefined;
}

/** weekDays as the Home Assistant client sends it: JSON text with spaces. */
const weekDaysText = (days: number[]): string => `[${days.join(', ')}]`;

type Passage = {
  passageMode: number;
  isAllDay: number;
  autoUnlock: number;
  weekDays: number[];
  startDate?: number | null;
  endDate?: number | null;
};

function passageDiff(want: Passage, got: Json): string[] {
  const out: string[] = [];
  for (const f of ['passageMode', 'isAllDay', 'autoUnlock', 'startDate', 'endDate'] as const) {
    if (typeof want[f] !== 'number') continue; // not set: the server may answer null or leave it out
    if (got[f] !== want[f]) out.push(`${f}: expected ${String(want[f])}, got ${seen(got[f])}`);
  }
  const days = Array.isArray(got.weekDays) ? [...(got.weekDays as number[])].sort() : got.weekDays;
  if (JSON.stringify(days) !== JSON.stringify([...want.weekDays].sort()))
    out.push(`weekDays: expected ${JSON.stringify(want.weekDays)}, got ${JSON.stringify(got.weekDays)}`);
  return out;
}

/**
 * A harmless test config: passage mode on, but only on the two days 3 and 4 days ahead and for an hour at least
 * four hours from now, on the lock's clock — the door is never held open while the check runs.
 */
function testPassage(ctx: Ctx): Passage {
  const offset = typeof ctx.detail?.timezoneRawOffset === 'number' ? ctx.detail.timezoneRawOffset : 0;
  const local = new Date(Date.now() + offset);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  let start = Math.floor(((minutes + 360) % 1440) / 10) * 10;
  if (start > 1370) start -= 120;
  const today = local.getUTCDay() || 7; // 1 Monday .. 7 Sunday
  const ahead = (n: number) => ((today - 1 + n) % 7) + 1;
  return {
    passageMode: 1,
    isAllDay: 2,
    autoUnlock: 2,
    weekDays: [ahead(3), ahead(4)],
    startDate: start,
    endDate: start + 60,
  };
}

export async function writeChecks(ctx: Ctx): Promise<void> {
  const blocker = writeBlocker(ctx);
  if (blocker !== undefined) {
    for (const name of Object.values(NAMES)) skip(name, blocker);
    return;
  }
  const { api } = ctx;
  const lockId = ctx.lockId as number;

  await check(NAMES.unlock, async () => expectOk(await api.call('/v3/lock/unlock', { lockId }, { method: 'GET' })));
  await check(NAMES.lock, async () => expectOk(await api.call('/v3/lock/lock', { lockId })));

  const code = Array.from({ length: randomInt(6, 9) }, (_, i) => randomInt(i ? 0 : 1, 10)).join('');
  const now = Date.now();
  let pwdId: number | undefined;
  await check(NAMES.add, async () => {
    const params: Params = {
      lockId,
      addType: 2,
      keyboardPwd: code,
      keyboardPwdName: `ttlock-check ${new Date(now).toISOString()}`,
    };
    const ans = await api.call(
      '/v3/keyboardPwd/add',
      { ...params, keyboardPwdType: 3, startDate: now, endDate: now + 3_600_000 },
      { split: true },
    );
    expectShape(ans, { keyboardPwdId: 'int' }, 'a keyboardPwdId');
    pwdId = ans.keyboardPwdId as number;
  });

  const noPasscode = () => new Skip('keyboardPwd/add gave no keyboardPwdId');
  await check(NAMES.listed, async () => {
    if (pwdId === undefined) throw noPasscode();
    const found = await findPasscode(ctx, lockId, pwdId);
    if (!found) throw new Failure(`keyboardPwdId ${pwdId} is not in lock/listKeyboardPwd of lock ${lockId}`);
    expectItems([found], PASSCODE_ITEM, found, passcodeTypeProblems);
    const problems: string[] = [];
    if (found.keyboardPwd !== code) problems.push(`keyboardPwd: expected "${code}", got ${seen(found.keyboardPwd)}`);
    if (Number(found.keyboardPwdType) !== 3)
      problems.push(`keyboardPwdType: expected 3, got ${seen(found.keyboardPwdType)}`);
    if (problems.length) fail(problems, found);
  });

  await check(NAMES.del, async () => {
    if (pwdId === undefined) throw noPasscode();
    expectOk(
      await api.call('/v3/keyboardPwd/delete', { lockId, keyboardPwdId: pwdId, deleteType: 2 }, { split: true }),
    );
    if (await findPasscode(ctx, lockId, pwdId))
      throw new Failure(`keyboardPwdId ${pwdId} is still listed after the delete`);
  });

  await check(NAMES.passage, () => passageRoundTrip(ctx, lockId));
}

async function passageRoundTrip(ctx: Ctx, lockId: number): Promise<void> {
  const { api } = ctx;
  const read = async (): Promise<Json> => {
    const ans = await api.call('/v3/lock/getPassageModeConfig', { lockId }, { method: 'GET' });
    expectShape(ans, LEGACY_PASSAGE, 'a passage-mode config');
    const problems = weekDayProblems(ans.weekDays, '');
    if (problems.length) fail(problems, ans);
    return ans;
  };
  const write = (p: Passage): Promise<Json> => {
    const params: Params = {
      lockId,
      type: 2,
      passageMode: p.passageMode,
      autoUnlock: p.autoUnlock,
      isAllDay: p.isAllDay,
    };
    if (typeof p.startDate === 'number') params.startDate = p.startDate;
    if (typeof p.endDate === 'number') params.endDate = p.endDate;
    return api.call('/v3/lock/configPassageMode', { ...params, weekDays: weekDaysText(p.weekDays) }, { split: true });
  };

  const before = await read();
  const original = before as unknown as Passage;
  const test = testPassage(ctx);
  let changed = true; // unless the server clearly refused: a timeout may still have reached the lock
  let error: unknown;
  try {
    const ans = await write(test);
    if (typeof ans.errcode === 'number' && ans.errcode !== 0) changed = false;
    expectOk(ans);
    const diff = passageDiff(test, await read());
    if (diff.length) throw new Failure(`read back after configPassageMode ${trim(test)}: ${diff.join('; ')}`);
  } catch (e) {
    error = e;
  }
  if (!changed) throw error;
  try {
    expectOk(await write(original));
    const diff = passageDiff(original, await read());
    if (diff.length) throw new Failure(`read back after restoring: ${diff.join('; ')}`);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const first = error instanceof Error ? `${error.message}; then ` : '';
    throw new Failure(`${first}RESTORE FAILED (${why}); the original config was ${trim(before)}`);
  }
  if (error) throw error;
}
