// The backup round trip of the embedded database (issue 24): an account with a lock, an ekey, a passcode and an
// unlock record, backed up; the data directory wiped; restored; the same account signs in with its password and
// finds its lock, key, passcode and record, from the browser it had trusted. A restore keeps what it replaces aside instead of deleting it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { signRequest } from '@lockconsole/shared/http/signature';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ekeys, lockRecords } from '../db/schema/devices';
import { passcodes } from '../db/schema/passcodes';
import { createMessenger } from '../messaging/messenger';
import { sha256Hex, systemClock, systemRandom } from '../platform/clock';
import { trustedDevices } from '../db/schema/accounts';
import { operatorContext } from '../cli/operator-context';
import { makePasscodeLock } from '../modules/passcodes/passcodes.test-kit';
import { addKey } from '../modules/lock-users/lock-users.test-kit';
import { backupEmbedded, restoreEmbedded } from './backup';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockconsole-backup-'));
const dataDir = path.join(dir, 'data');
const EMAIL = 'backup-owner@example.com';
const PASSWORD = 'Backup2026';
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function open() {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  const handle = await openDatabase({ dataDir });
  const log = pino({ level: 'silent' });
  const messenger = createMessenger({ db: handle.db, log, smtpFrom: config.smtpFrom });
  const built = await buildApp(
    { config, db: handle.db, clock: systemClock, random: systemRandom, messenger },
    { logger: false, webDist: false },
  );
  await built.app.ready();
  const call = async (method: 'GET' | 'POST', p: string, params: Record<string, string>, token?: string) => {
    const full = `/api${p}`;
    const all = { date: String(Date.now()), ...params };
    const qs = new URLSearchParams(all).toString();
    const res = await built.app.inject({
      method,
      url: method === 'GET' ? `${full}?${qs}` : full,
      headers: {
        appid: config.webApp.appId,
        signature: signRequest(config.webApp.appSecret, config.webApp.appId, full, all),
        ...(token ? { accesstoken: token } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: method === 'POST' ? qs : undefined,
    });
    return res.json() as { errorCode: number; errorMsg: string; data: Record<string, unknown> };
  };
  return {
    db: handle.db,
    services: built.services,
    call,
    close: async () => {
      await built.app.close();
      await messenger.close();
      await handle.close();
    },
  };
}

// Embedded databases made from scratch (initdb and migrations in WASM): ~20 s on this machine, and more than the
// default 30 s when CI shares its two cores with other work.
describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  it('round trip: wiped, restored, the account signs in and finds its lock, key, passcode and record', async () => {
    const a = await open();
    const { uid } = await a.services.accounts.auth.provision(operatorContext(pino({ level: 'silent' })), {
      email: EMAIL,
      password: PASSWORD,
      nickname: 'Backup',
    });
    const lock = await makePasscodeLock(a.db, uid);
    // The owner's browser, trusted before the backup (so no new-device code after the restore either).
    await a.db.insert(trustedDevices).values({ userId: uid, deviceHash: sha256Hex('owner-browser') });
    const friend = await a.services.accounts.auth.provision(operatorContext(pino({ level: 'silent' })), {
      email: 'friend@example.com',
      password: PASSWORD,
      nickname: 'Friend',
    });
    await addKey(a.db, lock.id, friend.uid, { senderUserId: uid });
    await a.db.insert(passcodes).values({
      lockId: lock.id,
      keyboardPwd: '246810',
      keyboardPwdName: 'Cleaner',
      keyboardPwdType: 6,
      keyboardPwdVersion: 4,
      startDate: new Date(),
      firstUseBy: new Date(Date.now() + 86_400_000),
      length: 6,
      slot: 0,
      periodKey: 'custom:backup',
      senderUserId: uid,
    });
    await a.db.insert(lockRecords).values({
      lockId: lock.id,
      seq: 1,
      recordType: 4,
      success: true,
      keyboardPwd: '246810',
      lockDate: new Date(),
      serverDate: new Date(),
    });
    await a.close();

    const backup = path.join(dir, 'backup-1');
    const manifest = await backupEmbedded(dataDir, backup);
    expect(manifest.bytes).toBeGreaterThan(1000);
    await expect(backupEmbedded(dataDir, backup)).rejects.toThrow(/exists already/);
    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });

    const aside = await restoreEmbedded(dataDir, backup);
    expect(aside).toBeUndefined();
    const b = await open();
    try {
      const login = await b.call('POST', '/user/login', {
        account: EMAIL,
        password: PASSWORD,
        deviceId: 'owner-browser',
      });
      expect(login.errorCode, login.errorMsg).toBe(0);
      const token = String(login.data.accessToken);
      const locks = await b.call('GET', '/lock/list', {}, token);
      expect((locks.data.list as { lockId: number }[]).map((l) => l.lockId)).toEqual([lock.id]);
      expect(await b.db.select().from(ekeys).where(eq(ekeys.lockId, lock.id))).toHaveLength(2);
      expect(
        (await b.db.select().from(passcodes).where(eq(passcodes.lockId, lock.id))).map((p) => p.keyboardPwd),
      ).toContain('246810');
      const records = await b.call('GET', '/lockRecord/list', { lockId: String(lock.id) }, token);
      expect((records.data.list as unknown[]).length).toBe(1);
    } finally {
      await b.close();
    }
    // Restoring over a live directory keeps the old one aside.
    const again = await restoreEmbedded(dataDir, backup);
    expect(again && fs.existsSync(path.join(again, 'pglite'))).toBe(true);
  });
});
