// The simulated lock's events beyond credentials (issue 29): the keypad's lockout after repeated wrong codes, and
// the door sensor's state. SimLock keeps the hooks and writes the records; the rules are here.
import { KEYPAD_LOCKOUT } from '@lockconsole/lockcore/limits';

/** Wrong codes in the lock's time and the end of a lockout (lock time, ms). */
export type KeypadGuardState = { wrong: number[]; lockedUntil: number };

export class KeypadGuard {
  private wrong: number[] = [];
  lockedUntil = 0;

  /** True while the keypad refuses every code (lock time `t`). */
  locked(t: number): boolean {
    return t < this.lockedUntil;
  }

  /** A wrong code at lock time `t`; true when this one locks the keypad (the caller writes record 48 once). */
  wrongCode(t: number): boolean {
    this.wrong = this.wrong.filter((x) => t - x < KEYPAD_LOCKOUT.windowMs);
    this.wrong.push(t);
    if (this.wrong.length < KEYPAD_LOCKOUT.wrongCodes) return false;
    this.wrong = [];
    this.lockedUntil = t + KEYPAD_LOCKOUT.lockMs;
    return true;
  }

  /** A right code forgives the wrong ones before it. */
  rightCode() {
    this.wrong = [];
  }

  toState(): KeypadGuardState {
    return { wrong: [...this.wrong], lockedUntil: this.lockedUntil };
  }

  load(s?: KeypadGuardState) {
    if (s) Object.assign(this, { wrong: [...s.wrong], lockedUntil: s.lockedUntil });
  }
}
