// Child process of bench/device-hub.ts: runs the simulated fleet (so the server's process measures only the
// server), adds every lock to the account, and produces records on demand. Driven over IPC.
import { consoleClient } from '../packages/simulator/src/console-client';
import { Fleet } from '../packages/simulator/src/fleet';

type Msg =
  | { type: 'start'; serverUrl: string; token: string; gateways: number; locks: number; concurrency: number }
  | { type: 'records'; perLock: number }
  | { type: 'stop' };

let fleet: Fleet | undefined;
const send = (m: unknown) => process.send!(m);

async function pool<T>(items: T[], n: number, fn: (t: T) => Promise<void>) {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) await fn(items[i++]!);
    }),
  );
}

process.on('message', (m: Msg) => {
  void (async () => {
    if (m.type === 'start') {
      const api = consoleClient({ serverUrl: m.serverUrl, token: m.token });
      const t0 = Date.now();
      fleet = await Fleet.start({
        serverUrl: m.serverUrl,
        gateways: m.gateways,
        locksPerGateway: m.locks,
        pairingCode: api.pairingCode,
        scanMs: 60_000,
        concurrency: m.concurrency,
        seed: 0x42,
      });
      const paired = Date.now() - t0;
      // First scans are sent on connect; wait until the server lists every lock.
      for (;;) {
        const n = (await api.nearbyLocks()).length;
        if (n >= fleet.locks.length) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      const heard = Date.now() - t0;
      const locks: { lockId: number; mac: string }[] = [];
      const failed: string[] = [];
      // Spread over the gateways, as a setup tool does it: a gateway speaks Bluetooth to one lock at a time, and the
      // server handles one gateway's messages in order — the fleet's order (gateway by gateway) put the twenty locks
      // being added on two gateways, queued behind each other while the others idled.
      const M = m.locks;
      const spread = fleet.locks.map((_, i) => fleet!.locks[(i % m.gateways) * M + Math.floor(i / m.gateways)]!);
      await pool(spread, m.concurrency, async (l) => {
        const r = await api.initLock(l.mac);
        if (r.errorCode === 0 && r.data.lockId) locks.push({ lockId: r.data.lockId, mac: l.mac });
        else failed.push(`${l.mac}: ${r.errorCode === 0 ? `still pending (state ${r.data.state})` : r.errorMsg}`);
      });
      send({
        type: 'ready',
        pairedMs: paired,
        heardMs: heard,
        setupMs: Date.now() - t0,
        locks,
        failed,
        gateways: fleet.gateways.map((g) => ({ gatewayId: g.gatewayId, key: g.credentials!.key })),
      });
    } else if (m.type === 'records') {
      let n = 0;
      for (const l of fleet!.locks) {
        for (let i = 0; i < m.perLock; i++) {
          // An unknown card: a refused record, no state change. (Not a wrong passcode: the keypad locks itself after
          // five and writes nothing more — the bench then waited for records that were never made.)
          l.presentCard('4000000001');
          n++;
        }
      }
      send({ type: 'generated', count: n });
    } else if (m.type === 'stop') {
      await fleet?.close();
      send({ type: 'stopped' });
      process.exit(0);
    }
  })().catch((e: Error) => {
    send({ type: 'error', message: e.stack ?? e.message });
    process.exit(1);
  });
});
