// N gateways × M locks against one server: activation with pairing codes, a Bluetooth neighbourhood where each
// lock is heard well by its own gateway and faintly by the next one, and a state file so a fleet survives
// restarts with its credentials, lock secrets and records.
import fs from 'node:fs';
import { SimGateway, type Credentials } from './sim-gateway';
import { SimLock, type SimLockState } from './sim-lock';

export type FleetState = {
  serverUrl: string;
  locks: SimLockState[];
  gateways: { mac: string; version: 1 | 2 | 3 | 4; credentials: Credentials; hears: { mac: string; rssi: number }[] }[];
};

export type FleetOptions = {
  serverUrl: string;
  gateways: number;
  locksPerGateway: number;
  /** A fresh pairing code per new gateway (from the console API). */
  pairingCode: () => Promise<string>;
  /** Called after activation, before connecting (a test broker may need the account). */
  onActivated?: (c: Credentials) => Promise<void>;
  scanMs?: number;
  /** Distinguishes the MACs of several fleets on one server (0–255); random by default. */
  seed?: number;
  driftPpm?: number;
  autoLockSeconds?: number;
  /** The last lock of each of the first N gateways is a parking lock (issue 29); none by default. */
  parkingLocks?: number;
  /** How many gateways activate and connect at once. */
  concurrency?: number;
};

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
const mac = (a: number, seed: number, i: number) =>
  [a, seed, 0, (i >> 16) & 255, (i >> 8) & 255, i & 255].map(hex).join(':');

async function inBatches<T>(items: T[], size: number, fn: (t: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

export class Fleet {
  constructor(
    readonly serverUrl: string,
    readonly gateways: SimGateway[],
    readonly locks: SimLock[],
    private readonly hears: Map<SimGateway, { mac: string; rssi: number }[]>,
  ) {}

  static async start(o: FleetOptions): Promise<Fleet> {
    const seed = o.seed ?? Math.floor(Math.random() * 256);
    const locks: SimLock[] = [];
    const gateways: SimGateway[] = [];
    const hears = new Map<SimGateway, { mac: string; rssi: number }[]>();
    for (let g = 0; g < o.gateways; g++) {
      const gw = new SimGateway({ mac: mac(0xa0, seed, g), version: ((g % 4) + 1) as 1 | 2 | 3 | 4, scanMs: o.scanMs });
      gateways.push(gw);
      hears.set(gw, []);
    }
    for (let g = 0; g < o.gateways; g++) {
      for (let l = 0; l < o.locksPerGateway; l++) {
        const lock = new SimLock({
          mac: mac(0xc0, seed, g * o.locksPerGateway + l),
          driftPpm: o.driftPpm ?? Math.round(Math.random() * 60 - 30),
          autoLockSeconds: o.autoLockSeconds ?? 0,
          battery: 60 + Math.floor(Math.random() * 41),
          // The first lock of each gateway is a model with a door sensor; the last of the first N a parking lock.
          doorSensor: l === 0,
          parkingLock: l > 0 && l === o.locksPerGateway - 1 && g < (o.parkingLocks ?? 0),
        });
        locks.push(lock);
        const near = -50 - Math.floor(Math.random() * 20);
        hears.get(gateways[g]!)!.push({ mac: lock.mac, rssi: near });
        if (o.gateways > 1) hears.get(gateways[(g + 1) % o.gateways]!)!.push({ mac: lock.mac, rssi: near - 25 });
      }
    }
    const fleet = new Fleet(o.serverUrl, gateways, locks, hears);
    fleet.wire();
    await inBatches(gateways, o.concurrency ?? 20, async (gw) => {
      const creds = await gw.activate(o.serverUrl, await o.pairingCode());
      await o.onActivated?.(creds);
      await gw.connect();
    });
    return fleet;
  }

  static async resume(state: FleetState, o: { scanMs?: number; concurrency?: number } = {}): Promise<Fleet> {
    const locks = state.locks.map((s) => SimLock.fromState(s));
    const gateways: SimGateway[] = [];
    const hears = new Map<SimGateway, { mac: string; rssi: number }[]>();
    for (const g of state.gateways) {
      const gw = new SimGateway({ mac: g.mac, version: g.version, credentials: g.credentials, scanMs: o.scanMs });
      gateways.push(gw);
      hears.set(gw, g.hears);
    }
    const fleet = new Fleet(state.serverUrl, gateways, locks, hears);
    fleet.wire();
    await inBatches(gateways, o.concurrency ?? 20, (gw) => gw.connect());
    return fleet;
  }

  private wire() {
    const byMac = new Map(this.locks.map((l) => [l.mac, l]));
    for (const [gw, list] of this.hears) for (const h of list) gw.addLock(byMac.get(h.mac)!, h.rssi);
  }

  lock(ref: string): SimLock | undefined {
    const i = Number(ref);
    if (Number.isInteger(i) && i >= 1 && i <= this.locks.length) return this.locks[i - 1];
    return this.locks.find((l) => l.mac === ref.toUpperCase());
  }

  gateway(ref: string): SimGateway | undefined {
    const i = Number(ref);
    if (Number.isInteger(i) && i >= 1 && i <= this.gateways.length) return this.gateways[i - 1];
    return this.gateways.find((g) => g.mac === ref.toUpperCase() || String(g.gatewayId) === ref);
  }

  toState(): FleetState {
    return {
      serverUrl: this.serverUrl,
      locks: this.locks.map((l) => l.toState()),
      gateways: this.gateways.map((g) => ({
        mac: g.mac,
        version: g.version,
        credentials: g.credentials!,
        hears: this.hears.get(g)!,
      })),
    };
  }

  save(file: string) {
    fs.writeFileSync(file, JSON.stringify(this.toState()));
  }

  static load(file: string): FleetState | undefined {
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FleetState) : undefined;
  }

  async close() {
    await Promise.all(this.gateways.map((g) => g.disconnect()));
    for (const g of this.gateways) g.close();
    for (const l of this.locks) l.close();
  }
}
