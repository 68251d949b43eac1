// Two nodes on one database, each with its own line to the other: a session one node revoked stops working on the
// other at once when the notice arrives — and when the notice was lost with the line, as soon as the line is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client';
import { createDomainEvents } from '../../events/domain-events';
import { systemClock, systemRandom } from '../../platform/clock';
import { createLocalBus, type EventBus } from '../../realtime/event-bus';
import { createUserWithSession } from '../../test/factories';
import { createSessionService } from './session.service';

/** A node's bus whose line can be cut (nothing heard from the other node) and restored (its gap handlers run). */
function nodeBus() {
  const bus = createLocalBus();
  const gap = new Set<() => void>();
  return {
    bus: { ...bus, onGap: (fn: () => void) => (gap.add(fn), () => void gap.delete(fn)) } satisfies EventBus,
    back: () => gap.forEach((fn) => fn()),
  };
}

describe('sessions on two nodes', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(async () => handle?.close());

  const nodes = () => {
    const log = { error: () => {} };
    const a = nodeBus();
    const b = nodeBus();
    const deps = { db: handle.db, clock: systemClock, random: systemRandom };
    return {
      a: createSessionService({ ...deps, events: createDomainEvents({ bus: a.bus, nodeId: 'a', log }) }),
      b: createSessionService({ ...deps, events: createDomainEvents({ bus: b.bus, nodeId: 'b', log }) }),
      bLineBack: b.back,
    };
  };

  it('a revocation whose notice was lost is honoured once the line is back, not only when the cache expires', async () => {
    const { a, b, bLineBack } = nodes();
    const u = await createUserWithSession(handle.db, a);
    expect((await b.lookup(u.token)).status).toBe('ok'); // now cached on b
    const found = await a.lookup(u.token);
    await a.revoke(found.status === 'ok' ? found.session.sessionId : 0, 'logout');
    expect((await a.lookup(u.token)).status).toBe('revoked');
    // b never heard of it (the two buses are not joined): it still trusts what it cached …
    expect((await b.lookup(u.token)).status).toBe('ok');
    // … until its line comes back: whatever it may have missed is read again.
    bLineBack();
    expect((await b.lookup(u.token)).status).toBe('revoked');
  });
});
