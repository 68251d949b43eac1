// The lock's own credential stores (custom passcodes and cards) with the real capacities. Filled over the
// protocol (sim-lock-passcodes.ts) or directly by the CLI and tests; judging validity stays in SimLock.
import { MAX_CARDS, MAX_CUSTOM_PASSCODES, isPasscodeFormat } from '@lockconsole/lockcore/limits';
import type { Validity } from '@lockconsole/lockcore/validity';
import { DEVICE_CODE } from '@lockconsole/shared/devices/enums';
import { DeviceError } from './sim-lock-types';

const PERMANENT: Validity = { startDate: 0, endDate: 0 };

export class CredentialStore {
  readonly passcodes = new Map<string, Validity>();
  readonly cards = new Map<string, Validity>();

  addPasscode(code: string, validity: Validity = PERMANENT) {
    if (!isPasscodeFormat(code)) throw new DeviceError(DEVICE_CODE.rejected, 'bad passcode length');
    if (!this.passcodes.has(code) && this.passcodes.size >= MAX_CUSTOM_PASSCODES) {
      throw new DeviceError(DEVICE_CODE.storageFull, 'passcode storage full');
    }
    this.passcodes.set(code, validity);
  }

  addCard(cardNumber: string, validity: Validity = PERMANENT) {
    if (!this.cards.has(cardNumber) && this.cards.size >= MAX_CARDS) {
      throw new DeviceError(DEVICE_CODE.storageFull, 'card storage full');
    }
    this.cards.set(cardNumber, validity);
  }

  /** Removes a custom code; answers what it held (undefined when absent). */
  removePasscode(code: string): Validity | undefined {
    const v = this.passcodes.get(code);
    this.passcodes.delete(code);
    return v;
  }

  clear() {
    this.passcodes.clear();
    this.cards.clear();
  }

  load(s: { passcodes: [string, Validity][]; cards: [string, Validity][] }) {
    this.clear();
    for (const [k, v] of s.passcodes) this.passcodes.set(k, v);
    for (const [k, v] of s.cards) this.cards.set(k, v);
  }
}
