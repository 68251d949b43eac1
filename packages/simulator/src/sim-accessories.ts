// Accessories near a simulated lock (issue 16): key fobs ("RC_" + 6 hex) and wireless keypads ("KP_" + 6 hex), each
// with its radio MAC, battery and firmware. A new one is in pairing mode (a fob whose button is held, a keypad just
// powered): the lock hears it in `accessory.scan`. Pairing is the server storing its id on the lock
// (credential.put of kind keyfob/keypad): the lock then writes its own data to the accessory, which leaves pairing
// mode and from then on talks to this lock only ("bound"). Removing the id from the lock (delete, clear, blacklist,
// factory reset) unbinds it; to pair it again its button is held again (bring it once more). No clock, no records:
// the rules of a press or a typed code are in sim-lock-accessories.ts.
import { randomBytes } from 'node:crypto';
import type { AccessoryKind, ScannedAccessory } from '@lockconsole/shared/devices/credential-messages';

export type Accessory = {
  kind: AccessoryKind;
  number: string;
  /** Upper case with colons, like the lock's own MAC. */
  mac: string;
  /** Percent, 0–100. */
  battery: number;
  firmware: string;
  /** Announcing itself to be paired (heard by accessory.scan). */
  pairing: boolean;
  /** Holds this lock's data (paired): its presses and codes reach the lock. */
  bound: boolean;
  /** Signal strength at the lock, dBm (−40 close … −70 across the room). */
  rssi: number;
};

/** What a state file keeps of an accessory (the same fields). */
export type AccessoryState = Accessory;

const PREFIX: Record<AccessoryKind, string> = { keyfob: 'RC_', keypad: 'KP_' };
const FIRMWARE: Record<AccessoryKind, string> = { keyfob: '1.2.4', keypad: '2.0.1' };

const randomMac = () => [...randomBytes(6)].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');

export class Accessories {
  private readonly near = new Map<string, Accessory>();

  /**
   * An accessory comes near the lock in pairing mode (random id, MAC and signal unless given). An id already near
   * goes back into pairing mode (its button held again), with the given fields changed.
   */
  bring(kind: AccessoryKind, partial: Partial<Omit<Accessory, 'kind' | 'pairing' | 'bound'>> = {}): Accessory {
    const known = partial.number !== undefined ? this.near.get(partial.number) : undefined;
    if (known) {
      if (known.kind !== kind) throw new Error(`${known.number} is a ${known.kind}`);
      return Object.assign(known, partial, { pairing: true });
    }
    const a: Accessory = {
      kind,
      number: partial.number ?? `${PREFIX[kind]}${randomBytes(3).toString('hex')}`,
      mac: (partial.mac ?? randomMac()).toUpperCase(),
      battery: partial.battery ?? 100,
      firmware: partial.firmware ?? FIRMWARE[kind],
      rssi: partial.rssi ?? -40 - Math.floor(Math.random() * 31),
      pairing: true,
      bound: false,
    };
    this.near.set(a.number, a);
    return a;
  }

  get(number: string): Accessory | undefined {
    return this.near.get(number);
  }

  list(kind?: AccessoryKind): Accessory[] {
    return [...this.near.values()].filter((a) => kind === undefined || a.kind === kind);
  }

  /**
   * After the lock's store of `kind` changed: an accessory whose id the lock now holds takes the lock's data if it
   * can hear it (in pairing mode, or already bound: a repeated put); one whose id went is unbound.
   */
  sync(kind: AccessoryKind, held: (number: string) => boolean) {
    for (const a of this.list(kind)) {
      if (!held(a.number)) a.bound = false;
      else if (a.pairing || a.bound) Object.assign(a, { bound: true, pairing: false });
    }
  }

  /** accessory.scan: every accessory of the kind the lock hears (pairing, or bound to it), strongest signal first. */
  scan(kind: AccessoryKind): ScannedAccessory[] {
    return this.list(kind)
      .filter((a) => a.pairing || a.bound)
      .sort((x, y) => y.rssi - x.rssi)
      .slice(0, 50)
      .map(({ number, mac, battery, firmware, rssi, bound }) => ({
        number,
        mac,
        battery,
        firmware,
        rssi,
        paired: bound,
      }));
  }

  toState(): AccessoryState[] {
    return this.list().map((a) => ({ ...a }));
  }

  load(s: AccessoryState[] | undefined) {
    this.near.clear();
    for (const a of s ?? []) this.near.set(a.number, { ...a });
  }
}
