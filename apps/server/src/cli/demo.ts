// DEMO=1 (or `npm run demo`): a demo account with a small simulated fleet — 2 gateways × 3 locks added to the
// account (the third of the first gateway a parking lock), a custom passcode 123456 on every lock, and now and then someone using a lock — so a newcomer sees
// live gateways, locks, operations and records at once, and the locks on the public map (three in Berlin, three in Lisbon). The fleet is remembered in DATA_DIR/demo-fleet.json.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Fleet } from '@lockconsole/simulator/fleet';
import type { Services } from '../services';
import { operatorContext } from './operator-context';

export const DEMO_ACCOUNT = 'demo@lockconsole.local';
export const DEMO_PASSWORD = 'demo1234';
/** GeoNames ids of the demo fleet's cities. */
const BERLIN = 2950159;
const LISBON = 2267057;

export async function startDemo(o: { services: Services; serverUrl: string; dataDir: string; log: FastifyBaseLogger }) {
  const { uid: userId } = await o.services.accounts.auth.provision(operatorContext(o.log), {
    email: DEMO_ACCOUNT,
    password: DEMO_PASSWORD,
    nickname: 'Demo',
  });
  const ctx = operatorContext(o.log, userId);
  const file = path.join(o.dataDir, 'demo-fleet.json');
  const saved = Fleet.load(file);
  const fleet =
    saved && saved.serverUrl === o.serverUrl
      ? await Fleet.resume(saved, { scanMs: 5000 })
      : await Fleet.start({
          serverUrl: o.serverUrl,
          gateways: 2,
          locksPerGateway: 3,
          scanMs: 5000,
          autoLockSeconds: 10,
          parkingLocks: 1,
          pairingCode: async () => (await o.services.gateways.createPairingCode(ctx, {})).pairingCode,
        });
  for (const l of fleet.locks) if (l.passcodeCount === 0) l.addPasscode('123456');
  await new Promise((r) => setTimeout(r, 1500)); // first scans
  let n = 0;
  for (const lock of fleet.locks) {
    n++;
    if (lock.initialized) continue;
    try {
      await o.services.lockPairing.initLock(ctx, {
        lockMac: lock.mac,
        lockAlias: ctx.t('devices.demo.lockName', { n }),
      });
    } catch (err) {
      o.log.warn({ err, mac: lock.mac }, 'demo lock not added');
    }
  }
  // On the public map (/map/base): three locks in Berlin, three in Lisbon — a city shows from three locks.
  for (const [i, lock] of fleet.locks.entries()) {
    if (lock.lockId) await o.services.map.place(lock.lockId, i < 3 ? BERLIN : LISBON).catch(() => undefined);
  }
  fleet.save(file);
  // Someone uses a random lock every 20 s: passcode (right or wrong) or the inside button.
  const life = setInterval(() => {
    const lock = fleet.locks[Math.floor(Math.random() * fleet.locks.length)]!;
    const r = Math.random();
    try {
      if (lock.parkingLock) lock.moveBarrier(r < 0.5);
      else if (r < 0.5) lock.enterPasscode('123456');
      else if (r < 0.7) lock.enterPasscode('000000');
      else lock.pressButton();
    } catch {
      // busy
    }
    fleet.save(file);
  }, 20_000);
  life.unref();
  o.log.info(
    `Demo account: ${DEMO_ACCOUNT} / ${DEMO_PASSWORD} (${fleet.gateways.length} gateways, ${fleet.locks.length} locks)`,
  );
  // A TTLock-compatible application of the demo account (issue 25), with a new secret at every start (a secret is
  // shown once): point a TTLock integration or `npm run ttlock:check` at this server with these.
  const app = await demoApplication(o.services, ctx);
  o.log.info(
    `Demo TTLock application: --base ${o.serverUrl} --client-id ${app.clientId} --client-secret ${app.clientSecret} ` +
      `--username ${DEMO_ACCOUNT} --password ${DEMO_PASSWORD}`,
  );
  return {
    account: DEMO_ACCOUNT,
    async stop() {
      clearInterval(life);
      fleet.save(file);
      await fleet.close();
    },
  };
}

const DEMO_APP = 'Demo integration';

async function demoApplication(services: Services, ctx: ReturnType<typeof operatorContext>) {
  const existing = (await services.openApps.list(ctx, {})).list.find((a) => a.name === DEMO_APP);
  if (!existing) return services.openApps.create(ctx, { name: DEMO_APP });
  const { clientSecret } = await services.openApps.rotateSecret(ctx, { appId: existing.appId });
  return { clientId: existing.clientId, clientSecret };
}
