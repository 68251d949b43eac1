// The console's finger / palm / face / fingers / enrol commands: what a developer types and reads (the lock's rules
// are tested in sim-lock-enrol.test.ts).
import { describe, expect, it } from 'vitest';
import { encodeLockSecret } from '@lockconsole/lockcore/secret';
import { listBiometrics, runEnrolCommand, runSensorCommand } from './biometric-commands';
import { SimLock } from './sim-lock';

describe('biometric console commands', () => {
  it('walks an enrolment at the sensor, opens with the new finger, lists it, and cancels another', async () => {
    const l = new SimLock({ mac: 'C0:00:00:00:BC:01' });
    l.init({ lockId: 1, secret: encodeLockSecret(new Uint8Array(32)), adminUid: 9, time: 0, timezoneRawOffset: 0 });
    const lines: string[] = [];
    const out = (s: string) => lines.push(s);
    const done = l.enroll({ kind: 'fingerprint', credentialId: 4, startDate: 0, endDate: 0 }, () => {});
    runEnrolCommand(l, [], out);
    runSensorCommand('finger', l, ['press'], out);
    runSensorCommand('finger', l, ['press', 'poor'], out);
    for (let i = 0; i < 3; i++) runSensorCommand('finger', l, ['press'], out);
    await done;
    runSensorCommand('finger', l, ['press', '1'], out);
    runSensorCommand('palm', l, ['show', '1'], out);
    runSensorCommand('face', l, ['wave'], out);
    expect(lines).toEqual([
      'enrolling fingerprint for entry 4: 0/4',
      'enrolling fingerprint for entry 4: 1/4 — lift the finger and press again',
      'enrolling fingerprint for entry 4: 1/4 — poor read, try again',
      'enrolling fingerprint for entry 4: 2/4 — lift the finger and press again',
      'enrolling fingerprint for entry 4: 3/4 — lift the finger and press again',
      'enrolled fingerprint number 1 for entry 4',
      'unlocked',
      'refused',
      'usage: face <lock> show [number] [poor]',
    ]);
    lines.length = 0;
    listBiometrics(l, out);
    expect(lines).toEqual(['fingerprint 1  entry 4  permanent', '1 fingerprint', '0 faces', '0 palm veins']);
    lines.length = 0;
    const cancelled = l.enroll({ kind: 'face', credentialId: 5, startDate: 0, endDate: 0 }, () => {});
    runEnrolCommand(l, ['cancel'], out);
    runEnrolCommand(l, ['cancel'], out);
    await expect(cancelled).rejects.toThrow('cancelled');
    expect(lines).toEqual(['enrolment cancelled', 'the lock is not enrolling']);
  });
});
