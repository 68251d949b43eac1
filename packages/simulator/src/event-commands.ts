// The simulator console's issue 29 commands: the door sensor, the tamper alarm, the lock's mechanical parts, the
// wristband and a parking lock's barrier.
// Each writes the record a real lock writes, delivered through the gateway like any other (docs/protocol.md).
// Plain English output (developer tool).
import type { SimLock } from './sim-lock';

export const EVENT_HELP = `Door sensor, alarms and the lock's mechanical parts:
  door <lock> open|close   the door opens or closes (locks with a door sensor; opening a locked door forces it)
  tamper <lock>            someone prises the lock off the door: the tamper alarm
  key <lock>               the mechanical key turns: opens, or locks an open door
  inside <lock>            the inner handle locks the door from inside
  wristband <lock>         the lock's paired Bluetooth wristband opens it
  raise <lock> | lower <lock>   a parking lock's own remote control moves its barrier
  car <lock>               a car pushes against a raised parking barrier: illegal car lock
  (five wrong codes on the keypad within 5 minutes lock it for 5 minutes: "pin" then answers "keypad locked")`;

const bolt = (lock: SimLock) => (lock.lockStatus === 1 ? 'unlocked' : 'locked');

export function runEventCommand(cmd: string, lock: SimLock, [arg = '']: string[], out: (s: string) => void) {
  switch (cmd) {
    case 'door': {
      if (arg !== 'open' && arg !== 'close') return out('usage: door <lock> open|close');
      if (!lock.doorSensor) return out(`${lock.mac} (${lock.model}) has no door sensor`);
      const forced = arg === 'open' && lock.lockStatus !== 1;
      if (!lock.setDoor(arg === 'open')) return out(`the door is already ${arg === 'open' ? 'open' : 'closed'}`);
      return out(`door ${arg === 'open' ? 'open' : 'closed'}${forced ? ' (forced: the bolt was thrown)' : ''}`);
    }
    case 'tamper':
      lock.tamper();
      return out('tamper alarm');
    case 'key':
      lock.turnKey();
      return out(bolt(lock));
    case 'inside':
      lock.lockFromInside();
      return out(bolt(lock));
    case 'wristband':
      lock.wristband();
      return out(bolt(lock));
    case 'raise':
    case 'lower':
      if (!lock.moveBarrier(cmd === 'raise')) return out(`${lock.mac} (${lock.model}) is not a parking lock`);
      return out(cmd === 'raise' ? 'raised' : 'lowered');
    case 'car':
      if (!lock.parkingLock) return out(`${lock.mac} (${lock.model}) is not a parking lock`);
      return out(
        lock.forceBarrier() ? 'barrier forced: illegal car lock' : 'the barrier is down: the car drives over it',
      );
  }
}

/** `pin <lock> <code>` as a person at the keypad sees it. */
export function typePin(lock: SimLock, code: string, out: (s: string) => void) {
  if (lock.keypadLocked) return out('keypad locked');
  out(lock.enterPasscode(code) ? 'unlocked' : lock.keypadLocked ? 'refused (keypad locked now)' : 'refused');
}
