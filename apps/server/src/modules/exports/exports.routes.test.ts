// Exports on a real database: a lock's records exported with a filter (xlsx opened by exceljs, CSV parsed), the
// six-month bound, the cap announced and enforced, batch and user exports only over the caller's own locks, an
// authorized admin's export in the owner's log, foreign locks and exports refused, busy accounts, cancel, the
// download link (signed, short-lived, the export's own account only) and the file kept for a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ExportJob } from '@lockconsole/shared/export/export';
import { lockRecords } from '../../db/schema/devices';
import { exportChunks, exportJobs } from '../../db/schema/exports';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUserWithSession, givePremium } from '../../test/factories';
import { giveKey, makeLock } from '../locks/locks.test-kit';

const NOW = Date.parse('2026-07-01T10:00:00Z');
const DAY = 86_400_000;
type User = { userId: number; token: string; email: string };

let t: TestApp;
let owner: User;
let admin: User;
let holder: User;
let stranger: User;
let front: number;
let back: number;
let side: number;
let foreign: number;

let people = 0;
/**
 * An account whose address has no digits (the factory's random one has ten hex digits): a search by a credential's
 * digits must not also find a person by an address that happens to hold them (~1 run in 500 did).
 */
const user = (nickname: string) =>
  createUserWithSession(t.db, t.services.sessions, {
    nickname,
    email: `${nickname.toLowerCase()}.${String.fromCharCode(97 + people++)}@example.com`,
  });

beforeAll(async () => {
  t = await createTestApp({
    start: new Date(NOW),
    env: { EXPORT_MAX_ROWS: '1000', EXPORT_MAX_ACTIVE: '2' },
    exportMailAfterMs: 0,
  });
  owner = await user('Olga');
  // Batch and user exports are premium functions (issue 17; their refusal has its own test below).
  await givePremium(t.db, owner.userId, new Date(NOW));
  admin = await user('Adam');
  holder = await user('Hanna');
  stranger = await user('Sam');
  front = (await makeLock(t.db, owner.userId, { alias: 'Front door' })).id;
  back = (await makeLock(t.db, owner.userId, { alias: 'Back door' })).id;
  side = (await makeLock(t.db, owner.userId, { alias: 'Side gate' })).id;
  foreign = (await makeLock(t.db, stranger.userId, { alias: 'Elsewhere' })).id;
  await giveKey(t.db, front, admin.userId, { keyRight: 1 });
  await giveKey(t.db, front, holder.userId);
  await giveKey(t.db, back, holder.userId);
  // Front: 30 card records (one per hour, every third failed), 10 passcode records; back: 5 ekey records.
  const at = (h: number) => new Date(NOW - 2 * DAY + h * 3_600_000);
  await t.db.insert(lockRecords).values([
    ...Array.from({ length: 30 }, (_, i) => ({
      lockId: front,
      seq: i + 1,
      recordType: 7,
      success: i % 3 !== 0,
      keyboardPwd: `90${i}`,
      electricQuantity: 80,
      lockDate: at(i),
      serverDate: at(i),
    })),
    ...Array.from({ length: 10 }, (_, i) => ({
      lockId: front,
      seq: 100 + i,
      recordType: 4,
      success: true,
      keyboardPwd: '123456',
      lockDate: at(i),
      serverDate: at(i),
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      lockId: back,
      seq: i + 1,
      recordType: 1,
      success: true,
      operatorUid: holder.userId,
      lockDate: at(i),
      serverDate: at(i),
    })),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const ok = <T>(r: { body: { errorCode: number; errorMsg: string; data: T } }) => {
  expect(r.body.errorCode, r.body.errorMsg).toBe(0);
  return r.body.data;
};
const period = { startDate: NOW - 30 * DAY, endDate: NOW };
const create = (who: User, params: Record<string, unknown>, lang = 'en') =>
  t.post<ExportJob>('/export/create', { kind: 'records', format: 'xlsx', ...period, ...params } as never, {
    token: who.token,
    lang,
  });
/** A job another node (`nodeId`) is running for `who` on `lockId` (inserted as the runner would leave it). */
async function runningJob(
  who: User,
  lockId: number,
  o: { nodeId?: string; rowsTotal?: number; rowsDone?: number } = {},
) {
  const [job] = await t.db
    .insert(exportJobs)
    .values({
      userId: who.userId,
      kind: 'records',
      format: 'csv',
      lockIds: [lockId],
      ownerIds: [who.userId],
      lockNames: ['x'],
      lang: 'en',
      timeZone: 'UTC',
      status: 'running',
      nodeId: o.nodeId ?? 'another-node',
      heartbeatAt: new Date(NOW),
      rowsTotal: o.rowsTotal ?? 0,
      rowsDone: o.rowsDone ?? 0,
      fileName: 'x.csv',
      linkSecret: 's',
    })
    .returning();
  return job!;
}
const jobCount = async () => (await t.db.select().from(exportJobs)).length;

async function download(who: User, exportId: number) {
  const link = ok(await t.post<{ url: string }>('/export/downloadLink', { exportId }, { token: who.token }));
  const res = await t.app.inject({ method: 'GET', url: link.url });
  return { res, url: link.url };
}

async function finished(who: User, exportId: number) {
  await t.services.exportRunner.idle();
  const list = ok(await t.get<{ list: ExportJob[] }>('/export/list', {}, { token: who.token }));
  return list.list.find((j) => j.exportId === exportId)!;
}

describe('record export of one lock', () => {
  it('estimates, runs, and gives an xlsx with the screen’s columns, the filtered rows and dates in the user’s zone', async () => {
    const estimate = ok(
      await t.post(
        '/export/estimate',
        { kind: 'records', lockIdList: [front], ...period, recordType: 7 },
        {
          token: owner.token,
        },
      ),
    );
    expect(estimate).toEqual({ rows: 30, maxRows: 1000, tooMany: false });
    const job = ok(await create(owner, { lockIdList: [front], recordType: 7, timeZone: 'Asia/Tokyo' }));
    expect(job).toMatchObject({ kind: 'records', format: 'xlsx', rowsTotal: 30, lockNames: ['Front door'] });
    expect(['queued', 'running', 'done']).toContain(job.status);
    const done = await finished(owner, job.exportId);
    expect(done).toMatchObject({ status: 'done', rowsDone: 30, percent: 100, createdBy: 'Olga', mine: true });
    expect(done.expiresAt).toBe(done.finishedAt! + DAY);
    const { res } = await download(owner, job.exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''records-Front_door-2026-07-01.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('Unlock records');
    expect(ws.rowCount).toBe(31);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Lock',
      'Lock time',
      'Event',
      'Person',
      'Credential',
      'Result',
      'Battery',
    ]);
    // Newest first: the 30th card record, at 2026-06-30 15:00 UTC = 2026-07-01 00:00 in Tokyo.
    // (exceljs reads the wall-clock value as UTC)
    expect((ws.getCell('B2').value as Date).toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(ws.getCell('A2').value).toBe('Front door');
    expect(ws.getCell('C2').value).toBe('Unlocked with a card');
    expect(ws.getCell('E2').value).toBe('9029');
    expect(ws.getCell('G2').value).toBe(80);
    const results = ws.getColumn(6).values.slice(2);
    expect(results.filter((v) => v === 'Failed')).toHaveLength(10);
  });
});

describe('CSV, search and the spec §7 call', () => {
  it('a CSV of a search over two locks: BOM, header, matching rows only', async () => {
    const job = ok(await create(owner, { lockIdList: [front, back], format: 'csv', searchStr: 'Hanna' }));
    expect(job.lockNames).toEqual(['Back door', 'Front door']);
    await finished(owner, job.exportId);
    const { res } = await download(owner, job.exportId);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFLock,Lock time,Event,Person,Credential,Result,Battery\r\n')).toBe(true);
    const lines = text.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^Back door,2026-06-29 14:00:00,.*,Hanna,,Succeeded,$/);
    // Compressed on the way when the browser accepts it, the same file once decoded.
    const { url } = await download(owner, job.exportId);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(text);
  });

  it('a search finds a person whatever the case, a credential by its digits, and a term matching nothing finds nothing', async () => {
    const rows = async (searchStr: string) =>
      ok(
        await t.post<{ rows: number }>(
          '/export/estimate',
          { kind: 'records', lockIdList: [front, back], ...period, searchStr },
          { token: owner.token },
        ),
      ).rows;
    expect(await rows('hANNA')).toBe(5);
    expect(await rows('901')).toBe(11); // the cards are 900–909 and 9010–9029: 901 and 9010–9019
    expect(await rows('9029')).toBe(1);
    expect(await rows('2345')).toBe(10); // the passcode 123456
    expect(await rows('90_')).toBe(0); // _ and % are characters here, not wildcards
    expect(await rows('%')).toBe(0);
  });

  it('POST /lock/export starts the same job (the past six months, xlsx)', async () => {
    const job = ok(await t.post<ExportJob>('/lock/export', { lockIdList: [back] }, { token: owner.token }));
    expect(job).toMatchObject({ kind: 'records', format: 'xlsx', rowsTotal: 5 });
    expect(job.endDate! - job.startDate!).toBeLessThan(183 * DAY);
    expect((await finished(owner, job.exportId)).status).toBe('done');
  });

  it('announces a finished export by mail, in the language it was made in, without the file', async () => {
    const job = ok(await create(owner, { lockIdList: [back] }, 'de'));
    await finished(owner, job.exportId);
    const mail = (await t.outbox()).find((m) => m.recipient === owner.email && m.body.includes(job.fileName));
    expect(mail?.subject).toBeTruthy();
    expect(mail!.subject).not.toBe('Your export is ready');
  });
});

describe('lock users', () => {
  it('one row per ekey of another account, with role, validity and status', async () => {
    const estimate = ok(
      await t.post<{ rows: number }>(
        '/export/estimate',
        { kind: 'lockUsers', lockIdList: [front, back] },
        {
          token: owner.token,
        },
      ),
    );
    expect(estimate.rows).toBe(3);
    const job = ok(await create(owner, { kind: 'lockUsers', lockIdList: [front, back], format: 'csv' }));
    await finished(owner, job.exportId);
    const text = (await download(owner, job.exportId)).res.rawPayload.toString('utf8');
    const [header, ...rows] = text.slice(1).trim().split('\r\n');
    expect(header).toBe('Name,Account,Lock,Key name,Role,Validity,Start,End,Status,Sent by,Sent on');
    expect(rows).toHaveLength(3);
    expect(
      rows.filter((r) => r.startsWith(`Adam,${admin.email},Front door,key,Authorized admin,Permanent,`)),
    ).toHaveLength(1);
    expect(rows.filter((r) => r.startsWith('Hanna,'))).toHaveLength(2);
  });

  it('/lock/exportUser is for the owner only', async () => {
    const before = await jobCount();
    const r = await t.post('/lock/exportUser', { lockIdList: [front] }, { token: admin.token });
    expect(r.body.errorCode).not.toBe(0);
    expect(await jobCount()).toBe(before);
  });
});

describe('rules', () => {
  it('unlock records only of the past six months: refused with the spec’s message, nothing made', async () => {
    const before = await jobCount();
    const r = await create(owner, { lockIdList: [front], startDate: NOW - 200 * DAY, endDate: NOW - 190 * DAY });
    expect(r.body).toMatchObject({ errorCode: 10861 });
    expect(r.body.errorMsg).toContain('six months');
    const de = await create(owner, { lockIdList: [front], startDate: NOW - 200 * DAY }, 'de');
    expect(de.body.errorCode).toBe(10861);
    expect(de.body.errorMsg).not.toBe(r.body.errorMsg);
    expect(await jobCount()).toBe(before);
  });

  it('the cap: announced by the estimate, enforced at the start', async () => {
    const small = await createTestApp({ start: new Date(NOW), env: { EXPORT_MAX_ROWS: '20' } });
    try {
      const o = await createUserWithSession(small.db, small.services.sessions, { nickname: 'Olga' });
      const lock = (await makeLock(small.db, o.userId, { alias: 'Big' })).id;
      await small.db.insert(lockRecords).values(
        Array.from({ length: 25 }, (_, i) => ({
          lockId: lock,
          seq: i + 1,
          recordType: 7,
          success: true,
          lockDate: new Date(NOW - DAY + i * 1000),
          serverDate: new Date(NOW),
        })),
      );
      const q = { kind: 'records', lockIdList: [lock], ...period };
      expect(ok(await small.post('/export/estimate', q, { token: o.token }))).toEqual({
        rows: 25,
        maxRows: 20,
        tooMany: true,
      });
      const r = await small.post('/export/create', { ...q, format: 'csv' }, { token: o.token });
      expect(r.body).toMatchObject({ errorCode: 10862 });
      expect(r.body.errorMsg).toContain('25');
      expect(r.body.errorMsg).toContain('20');
      expect(await small.db.select().from(exportJobs)).toHaveLength(0);
    } finally {
      await small.close();
    }
  });

  it('an authorized admin exports a lock it administers, not several at once; the owner sees it in the log', async () => {
    const batch = await create(admin, { lockIdList: [front, back] });
    expect(batch.body.errorCode).not.toBe(0); // not the admin's lock (back): refused before the rule
    const single = ok(await create(admin, { lockIdList: [front] }));
    await finished(admin, single.exportId);
    const ownerLog = ok(await t.get<{ list: ExportJob[] }>('/export/list', {}, { token: owner.token }));
    expect(ownerLog.list.find((j) => j.exportId === single.exportId)).toMatchObject({ createdBy: 'Adam', mine: false });
    // …but only its maker downloads it.
    const link = await t.post('/export/downloadLink', { exportId: single.exportId }, { token: owner.token });
    expect(link.body.errorCode).toBe(10865);
    // The admin's log holds only its own export.
    const adminLog = ok(await t.get<{ list: ExportJob[] }>('/export/list', {}, { token: admin.token }));
    expect(adminLog.list.map((j) => j.createdBy)).toEqual(['Adam']);
  });

  it('batch and lock-user exports only over locks the caller owns (10864)', async () => {
    const other = await user('Otto');
    const mine = (await makeLock(t.db, other.userId, { alias: 'Mine' })).id;
    await giveKey(t.db, side, other.userId, { keyRight: 1 });
    const r = await create(other, { lockIdList: [mine, side] });
    expect(r.body.errorCode).toBe(10864);
    const u = await create(other, { kind: 'lockUsers', lockIdList: [side] });
    expect(u.body.errorCode).toBe(10864);
  });

  it('batch and user exports are premium functions: refused without premium, one lock’s records still export', async () => {
    const plain = await user('Pia');
    const a = (await makeLock(t.db, plain.userId, { alias: 'A' })).id;
    const b = (await makeLock(t.db, plain.userId, { alias: 'B' })).id;
    const before = await jobCount();
    expect((await create(plain, { lockIdList: [a, b] })).body).toMatchObject({
      errorCode: 10897,
      errorMsg: 'Batch export is a premium function. Open premium in Premium (a 10-day free trial is available)',
    });
    expect((await create(plain, { kind: 'lockUsers', lockIdList: [a] })).body.errorCode).toBe(10897);
    const estimate = await t.post(
      '/export/estimate',
      { kind: 'records', lockIdList: [a, b], ...period },
      { token: plain.token },
    );
    expect(estimate.body.errorCode).toBe(10897);
    expect(await jobCount()).toBe(before);
    ok(await create(plain, { lockIdList: [a] }));
    // The 10-day trial opens them.
    ok(await t.post('/premium/startTrial', {}, { token: plain.token }));
    ok(await create(plain, { lockIdList: [a, b] }));
  });

  it('key holders, strangers and foreign locks are refused; nothing is made', async () => {
    const before = await jobCount();
    for (const [who, lock] of [
      [holder, front],
      [stranger, front],
      [owner, foreign],
    ] as const) {
      const r = await create(who, { lockIdList: [lock] });
      expect(r.body.errorCode, `${who.email} on ${lock}`).not.toBe(0);
      const e = await t.post(
        '/export/estimate',
        { kind: 'records', lockIdList: [lock], ...period },
        { token: who.token },
      );
      expect(e.body.errorCode).not.toBe(0);
    }
    expect(await jobCount()).toBe(before);
  });

  it('at most EXPORT_MAX_ACTIVE exports in progress per account (10863)', async () => {
    const busy = await user('Busy');
    const lock = (await makeLock(t.db, busy.userId, { alias: 'B' })).id;
    await runningJob(busy, lock);
    await runningJob(busy, lock);
    const r = await create(busy, { lockIdList: [lock] });
    expect(r.body).toMatchObject({ errorCode: 10863 });
    expect(r.body.errorMsg).toContain('2');
  });
});

describe('cancel, links and keeping', () => {
  it('cancels a running export once; its file is gone', async () => {
    const job = await runningJob(owner, front, { rowsTotal: 100, rowsDone: 40 });
    await t.db.insert(exportChunks).values({ jobId: job.id, seq: 0, data: Buffer.from('partial') });
    expect((await t.post('/export/cancel', { exportId: job.id }, { token: admin.token })).body.errorCode).toBe(10865);
    const c = ok(await t.post<ExportJob>('/export/cancel', { exportId: job.id }, { token: owner.token }));
    expect(c).toMatchObject({ status: 'cancelled', percent: 40 });
    expect(await t.db.select().from(exportChunks).where(eq(exportChunks.jobId, job.id))).toHaveLength(0);
    const again = await t.post('/export/cancel', { exportId: job.id }, { token: owner.token });
    expect(again.body.errorCode).toBe(10867);
    expect((await t.post('/export/downloadLink', { exportId: job.id }, { token: owner.token })).body.errorCode).toBe(
      10866,
    );
  });

  it('a link is signed and short-lived; a day later the file is gone and the log row stays', async () => {
    const job = ok(await create(owner, { lockIdList: [back], format: 'csv' }));
    await finished(owner, job.exportId);
    const { url } = await download(owner, job.exportId);
    const forged = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(`/${job.exportId}.`, `/${job.exportId + 1}.`) }))
        .statusCode,
    ).toBe(404);
    t.clock.advance(6 * 60_000);
    const late = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
    expect(late.statusCode).toBe(404);
    expect(late.body).not.toBe(''); // says why, in the caller's language
    expect((await download(owner, job.exportId)).res.statusCode).toBe(200); // a new link works
    t.clock.advance(DAY);
    await t.services.exportRunner.sweep();
    const row = (await finished(owner, job.exportId))!;
    expect(row).toMatchObject({ status: 'expired', rowsDone: 5 });
    expect(
      (await t.post('/export/downloadLink', { exportId: job.exportId }, { token: owner.token })).body.errorCode,
    ).toBe(10866);
    expect(await t.db.select().from(exportChunks).where(eq(exportChunks.jobId, job.exportId))).toHaveLength(0);
  });

  it('a piece is stored only while its node runs the job; pieces that raced a cancel are swept', async () => {
    const job = await runningJob(owner, front, { nodeId: 'node-a' });
    const repo = t.services.exportsRepo;
    expect(await repo.addPiece(job.id, 'node-b', 0, Buffer.from('b'))).toBe(false);
    expect(await repo.addPiece(job.id, 'node-a', 0, Buffer.from('a'))).toBe(true);
    ok(await t.post('/export/cancel', { exportId: job.id }, { token: owner.token }));
    expect(await repo.addPiece(job.id, 'node-a', 1, Buffer.from('late'))).toBe(false);
    // A piece that slipped in beside the cancel (as if in the same instant) goes with the next sweep.
    await t.db.insert(exportChunks).values({ jobId: job.id, seq: 1, data: Buffer.from('raced') });
    await t.services.exportRunner.sweep();
    expect(await t.db.select().from(exportChunks).where(eq(exportChunks.jobId, job.id))).toHaveLength(0);
  });

  it('a period: without a start, the six months before its end; an empty one is a field error', async () => {
    const est = (p: Record<string, unknown>) =>
      t.post<{ rows: number }>('/export/estimate', { kind: 'records', lockIdList: [front], ...p } as never, {
        token: owner.token,
      });
    expect(ok(await est({})).rows).toBe(40); // the past six months: every record of the front door
    expect(ok(await est({ endDate: NOW - DAY })).rows).toBe(35); // 25 card records and 10 passcode records by then
    const empty = await est({ endDate: NOW - 190 * DAY });
    expect(empty.body.errorCode).toBe(-3);
    expect(JSON.stringify(empty.body.data)).toContain('endDate');
  });

  it('bad input is a field error and changes nothing', async () => {
    const before = await jobCount();
    for (const bad of [
      { format: 'pdf' },
      { timeZone: 'Mars/Olympus' },
      { startDate: NOW, endDate: NOW - DAY },
      { kind: 'everything' },
      { lockIdList: '[]' },
    ]) {
      const r = await create(owner, { lockIdList: [front], ...bad });
      expect(r.body.errorCode, JSON.stringify(bad)).toBe(-3);
    }
    expect(await jobCount()).toBe(before);
  });
});
