// A heartbeat in one statement: the gateway seen now and online; "it came online" reported once — by the heartbeat
// that found it offline, not by the ones after it, nor by the second of two arriving together (two nodes).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateways } from '../../db/schema/devices';
import { createUserWithSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeGateway } from '../locks/locks.test-kit';
import { createGatewaysRepo } from './gateways.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rowOf = async (id: number) => (await t.db.select().from(gateways).where(eq(gateways.id, id)))[0]!;

describe('gateway heartbeat', () => {
  it('brings an offline gateway online once, and only moves "last seen" after that', async () => {
    const { userId } = await createUserWithSession(t.db, t.services.sessions);
    const g = await makeGateway(t.db, userId, { online: false });
    const repo = createGatewaysRepo(t.db);
    const first = new Date('2026-11-01T10:00:00Z');
    expect(await repo.heartbeat(g.id, first)).toBe(true);
    expect(await rowOf(g.id)).toMatchObject({ isOnline: true, lastSeenAt: first, onlineChangedAt: first });

    const later = new Date('2026-11-01T10:00:30Z');
    expect(await repo.heartbeat(g.id, later)).toBe(false);
    expect(await rowOf(g.id)).toMatchObject({ isOnline: true, lastSeenAt: later, onlineChangedAt: first });
  });

  it('of two heartbeats arriving together for an offline gateway, one reports it', async () => {
    const { userId } = await createUserWithSession(t.db, t.services.sessions);
    const g = await makeGateway(t.db, userId, { online: false });
    const repo = createGatewaysRepo(t.db);
    const now = new Date('2026-11-01T11:00:00Z');
    const both = await Promise.all([repo.heartbeat(g.id, now), repo.heartbeat(g.id, now)]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it('reports nothing for a gateway that is not there', async () => {
    expect(await createGatewaysRepo(t.db).heartbeat(987_654_321, new Date())).toBe(false);
  });
});
