// The simulator console's issue 16 commands: a QR code at a lock's scanner (`qr`), key fobs (`fob`, `fobs`) and
// wireless keypads (`keypad`) near a lock. Pairing itself is the console's business (accessory.scan, then storing
// the accessory's id on the lock); these only bring accessories near a lock in pairing mode and use them. Kept apart
// from cli.ts, which only routes here. Plain English output (developer tool).
import type { AccessoryKind } from '@lockconsole/shared/devices/credential-messages';
import type { Accessory } from './sim-accessories';
import type { SimLock } from './sim-lock';
import { keypadReaches } from './sim-lock-accessories';

export const ACCESSORY_HELP = `QR codes, key fobs and wireless keypads (pair them from the console's lock page: it scans, then stores the id):
  qr <lock> <code>                   show a QR code (the text of the console's code, LQ1.…) to the lock's scanner
  fob <lock> new                     a new key fob near the lock, in pairing mode (prints its id, e.g. RC_a8179f)
  fob <lock> <fob> press|pair        press its button (1 % battery a press) | hold it: pairing mode again
  fob <lock> <fob> battery <0-100>   set its battery
  fobs <lock>                        the fobs and keypads near the lock (battery, paired or pairing)
  keypad <lock> new                  a new wireless keypad near the lock, in pairing mode (prints its id, KP_…)
  keypad <lock> <keypad> <code>      type a passcode on it (reaches the lock only once paired)
  keypad <lock> <keypad> pair|battery <0-100>`;

const door = (lock: SimLock) => (lock.lockStatus === 1 ? 'unlocked' : 'locked');

function describe(a: Accessory): string {
  const state = a.bound ? 'paired' : a.pairing ? 'pairing mode' : 'not paired';
  return `${a.kind === 'keyfob' ? 'fob' : 'keypad'} ${a.number}  ${a.mac}  battery ${a.battery}%  firmware ${a.firmware}  rssi ${a.rssi}  ${state}`;
}

/** `qr <lock> <code>`: answers unlocked or refused (the record says why not only to the server: type 57). */
export function scanQr(lock: SimLock, code: string, out: (s: string) => void) {
  if (!code) return out('usage: qr <lock> <code>');
  out(lock.scanQrCode(code) ? door(lock) : 'refused');
}

/** `fobs <lock>`: every accessory near the lock. */
export function listAccessories(lock: SimLock, out: (s: string) => void) {
  const all = lock.accessories.list();
  all.forEach((a) => out(describe(a)));
  out(`${all.length} ${all.length === 1 ? 'accessory' : 'accessories'} near ${lock.mac}`);
}

/** `fob <lock> …` and `keypad <lock> …` (args after the lock). */
export function runAccessoryCommand(
  kind: AccessoryKind,
  lock: SimLock,
  [id = '', sub = '', arg = '']: string[],
  out: (s: string) => void,
) {
  const noun = kind === 'keyfob' ? 'fob' : 'keypad';
  if (id === 'new') return out(`${noun} ${lock.bringAccessory(kind).number} is near ${lock.mac}, in pairing mode`);
  const a = lock.accessories.get(id);
  if (!a || a.kind !== kind) return out(`no ${noun} ${id} near ${lock.mac} (${noun} <lock> new?)`);
  if (sub === 'pair') return out(describe(lock.bringAccessory(kind, { number: id })));
  if (sub === 'battery') {
    if (!/^\d{1,3}$/.test(arg) || Number(arg) > 100) return out('give a battery level 0–100');
    a.battery = Number(arg);
    return out(describe(a));
  }
  if (kind === 'keyfob') {
    if (sub !== 'press') return out(ACCESSORY_HELP);
    if (a.battery <= 0) return out('nothing happens (flat battery)');
    return out(`${lock.pressFob(id) ? door(lock) : 'refused'} (fob battery ${a.battery}%)`);
  }
  if (!sub) return out(`usage: keypad <lock> ${id} <code>`);
  if (!keypadReaches(lock, id)) return out('nothing happens: the keypad is not paired with this lock (or flat)');
  out(lock.typeOnKeypad(id, sub) ? door(lock) : 'refused');
}
