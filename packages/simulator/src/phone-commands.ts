// The CLI console's "phone …" commands (issue 6): one key holder's phone next to the simulated locks. Kept apart
// from cli.ts, which only routes "phone" here. Plain English output (developer tool).
import { ERROR } from '@lockconsole/shared/errors/codes';
import type { SimLock } from './sim-lock';
import { PhoneError, SimPhone, type PhoneVerdict } from './sim-phone';

export const PHONE_HELP = `Phone (a key holder's app; Bluetooth unlock with keys from POST /api/key/sync):
  phone login <account> <password> [code] | phone token <accessToken> | phone sync | phone keys
  phone unlock <lock> | phone lock <lock> | phone range <lock> in|out      (mobile accounts: phone login +61 412345678 …)`;

const SAY: Record<PhoneVerdict, string> = {
  opened: 'opened',
  noKey: 'refused: this phone has no key for that lock (sync first?)',
  frozen: 'refused: the key is frozen',
  expired: 'refused: the key has expired',
  notYetValid: 'refused: the key is not valid yet (lock time)',
  outsideCycle: 'refused: outside the key’s days or hours (lock time)',
  used: 'refused: this once key was already used',
  outOfRange: 'refused: the phone is out of Bluetooth range',
  invalid: 'refused by the lock: credential not valid for it (lock reset, or another account’s key)',
  revoked: 'refused by the lock: the key was frozen, deleted or changed since the last sync (sync again)',
};

/** Runs `phone <sub> …` (args after "phone"); `lockOf` resolves a lock number or MAC. */
export async function runPhoneCommand(
  phone: SimPhone,
  args: string[],
  lockOf: (ref: string) => SimLock | undefined,
  out: (s: string) => void,
) {
  const [sub = '', ...rest] = args;
  const lock = () => {
    const l = lockOf(rest[0] ?? '');
    if (!l) throw new Error(`no lock ${rest[0] ?? ''}`);
    return l;
  };
  switch (sub) {
    case 'login': {
      // "+61 412345678" arrives as two words: a leading +CC is the country code.
      const cc = rest[0]?.match(/^\+(\d{1,4})$/)?.[1];
      const [account, password, code] = cc ? rest.slice(1) : rest;
      if (!account || !password) return out('usage: phone login <account> <password> [code]');
      try {
        const uid = await phone.login(account, password, { countryCode: cc, code: code || undefined });
        return out(`phone signed in as uid ${uid}; now: phone sync`);
      } catch (e) {
        if (e instanceof PhoneError && e.code === ERROR.newDeviceCodeRequired.code && !code) {
          return out(
            'this phone is a new device for that account: get a login code sent to it (sign in to the web console ' +
              'from a new browser; in development read /dev/outbox), then: phone login <account> <password> <code>',
          );
        }
        throw e;
      }
    }
    case 'token':
      if (!rest[0]) return out('usage: phone token <accessToken>');
      return out(`phone signed in as uid ${await phone.useToken(rest[0])}; now: phone sync`);
    case 'sync': {
      const handedIn = phone.receipts.length;
      const keys = await phone.sync();
      const carry = phone.carrying.length ? `; carrying ${phone.carrying.length} revocations to locks` : '';
      const receipts = handedIn ? `; handed in ${handedIn} lock receipts` : '';
      return out(`${keys.filter((k) => k.credential).length} usable keys, ${keys.length} in all${carry}${receipts}`);
    }
    case 'keys':
      if (phone.keys.length === 0) return out('no keys (phone sync?)');
      return phone.describeKeys().forEach(out);
    case 'unlock':
      return out(SAY[phone.unlock(lock())]);
    case 'lock': {
      const v = phone.lock(lock());
      return out(v === 'opened' ? 'locked' : SAY[v]);
    }
    case 'range':
      phone.setRange(lock().mac, rest[1] === 'out' ? 'out' : 'in');
      return out(`phone is ${rest[1] === 'out' ? 'out of' : 'in'} range of ${lock().mac}`);
    default:
      return out(PHONE_HELP);
  }
}
