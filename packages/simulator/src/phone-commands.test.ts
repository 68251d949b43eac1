import { describe, expect, it, vi } from 'vitest';
import { runPhoneCommand } from './phone-commands';
import { PhoneError, type SimPhone } from './sim-phone';
import { SimLock } from './sim-lock';

function fakePhone(o: Partial<SimPhone> = {}) {
  return {
    login: vi.fn(async () => 5),
    unlock: vi.fn(() => 'outsideCycle'),
    setRange: vi.fn(),
    ...o,
  } as unknown as SimPhone;
}

describe('phone console commands', () => {
  it('splits "+61 412345678" into country code and account, and passes the code', async () => {
    const phone = fakePhone();
    const lines: string[] = [];
    await runPhoneCommand(
      phone,
      ['login', '+61', '412345678', 'pw', '123456'],
      () => undefined,
      (s) => lines.push(s),
    );
    expect(phone.login).toHaveBeenCalledWith('412345678', 'pw', { countryCode: '61', code: '123456' });
    expect(lines).toEqual(['phone signed in as uid 5; now: phone sync']);
  });

  it('explains the new-device code instead of failing, and says why a lock refused', async () => {
    const phone = fakePhone({
      login: vi.fn(async () => {
        throw new PhoneError(10009, 'New device');
      }),
    });
    const lines: string[] = [];
    await runPhoneCommand(
      phone,
      ['login', 'a@b.c', 'pw'],
      () => undefined,
      (s) => lines.push(s),
    );
    expect(lines[0]).toMatch(/new device.*phone login <account> <password> <code>/);
    const lock = new SimLock({ mac: 'C0:00:00:00:00:09' });
    await runPhoneCommand(
      phone,
      ['unlock', '1'],
      () => lock,
      (s) => lines.push(s),
    );
    expect(lines[1]).toBe('refused: outside the key’s days or hours (lock time)');
    await expect(
      runPhoneCommand(
        phone,
        ['unlock', '9'],
        () => undefined,
        () => {},
      ),
    ).rejects.toThrow('no lock 9');
  });
});
