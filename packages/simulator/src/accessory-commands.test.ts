// The console's fob / keypad / qr commands: what a developer types and reads (the lock's rules are tested in
// sim-lock-accessories.test.ts).
import { describe, expect, it } from 'vitest';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { listAccessories, runAccessoryCommand, scanQr } from './accessory-commands';
import { SimLock } from './sim-lock';
import { runCredentialCommand } from './sim-lock-credential-commands';

describe('accessory console commands', () => {
  it('brings a fob, presses it before and after pairing, lists it, and refuses a bad QR code', () => {
    const l = new SimLock({ mac: 'C0:00:00:00:AD:01' });
    l.init({
      lockId: 1,
      secret: encodeLockSecret(new Uint8Array(32)),
      adminUid: 9,
      time: Date.now(),
      timezoneRawOffset: 0,
    });
    const lines: string[] = [];
    const out = (s: string) => lines.push(s);
    runAccessoryCommand('keyfob', l, ['new'], out);
    const id = /fob (RC_[0-9a-f]{6}) is near/.exec(lines[0]!)![1]!;
    runAccessoryCommand('keyfob', l, [id, 'press'], out);
    const entries = [{ credentialId: 1, number: id, startDate: 0, endDate: 0 }];
    runCredentialCommand(l, 'credential.put', { kind: 'keyfob', entries });
    runAccessoryCommand('keyfob', l, [id, 'press'], out);
    runAccessoryCommand('keyfob', l, [id, 'battery', '0'], out);
    runAccessoryCommand('keyfob', l, [id, 'press'], out);
    runAccessoryCommand('keypad', l, ['KP_123456', '1234'], out);
    scanQr(l, 'LQ1.1.2.3.4.notasealatall', out);
    expect(lines.slice(1)).toEqual([
      'refused (fob battery 99%)',
      'unlocked (fob battery 98%)',
      expect.stringMatching(/battery 0%.*paired$/),
      'nothing happens (flat battery)',
      'no keypad KP_123456 near C0:00:00:00:AD:01 (keypad <lock> new?)',
      'refused',
    ]);
    lines.length = 0;
    listAccessories(l, out);
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^fob ${id} .* paired$`)),
      '1 accessory near C0:00:00:00:AD:01',
    ]);
  });
});
