// Simulated devices for the browser journeys: one gateway with locks in Bluetooth range, started with the
// simulator library against the e2e server (loopback only). The test types nothing into the gateway: it reads
// the pairing code the console shows, like a person setting up a real gateway.
import { SimGateway } from '../../packages/simulator/src/sim-gateway';
import { SimLock } from '../../packages/simulator/src/sim-lock';

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
const seed = () => Math.floor(Math.random() * 256);

export type Bench = { gateway: SimGateway; locks: SimLock[]; close: () => Promise<void> };

/** A gateway (not yet activated) hearing `lockCount` locks well; `doorSensor`: models with a door sensor. */
/** `parking`: the indexes of the locks that are parking locks (no door sensor). */
export function deviceBench(
  lockCount: number,
  o: { doorSensor?: boolean; parking?: number[]; kinds?: Record<number, 'lift' | 'powerSwitch'> } = {},
): Bench {
  const s = seed();
  const t = Date.now() & 0xff;
  const gateway = new SimGateway({ mac: ['A0', hex(s), hex(t), '00', '00', '01'].join(':'), version: 2, scanMs: 1000 });
  const locks = Array.from(
    { length: lockCount },
    (_, i) =>
      new SimLock({
        mac: ['C0', hex(s), hex(t), '00', '00', hex(i + 1)].join(':'),
        battery: 90 - i * 10,
        doorSensor: o.doorSensor && !o.parking?.includes(i),
        parkingLock: o.parking?.includes(i),
        deviceKind: o.kinds?.[i],
      }),
  );
  locks.forEach((l, i) => gateway.addLock(l, -55 - i * 4));
  return {
    gateway,
    locks,
    close: async () => {
      gateway.close();
      for (const l of locks) l.close();
    },
  };
}

/** Activates the gateway with the code shown in the console and connects it to the embedded broker. */
export async function plugIn(gateway: SimGateway, serverUrl: string, pairingCode: string) {
  await gateway.activate(serverUrl, pairingCode.replace('-', ''));
  await gateway.connect();
}
