// The credential-less account takeover chain of hardening #21 item 2, end to end as a stranger on the network tries
// it: make the console send the owner a code (password reset, or a new device's sign-in with a known password),
// then read the code where development mail lands (/dev/outbox) and use it. The outbox's own rule (loopback only)
// is proved in messaging/outbox.routes.test.ts with planted messages; here the codes are real ones the stranger
// caused, and the chain must break at the outbox, with the owner's account unchanged. A newcomer registering
// through the outbox on the server's own machine (signUp) still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { lastCode, newDevice, passedSlider, PASSWORD, signUp } from '../modules/accounts/accounts.test-kit';

/** An address on the network (TEST-NET-3), not this machine. */
const STRANGER = '203.0.113.9';
const OUTBOX = ['/dev/outbox.json', '/dev/outbox'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The stranger reads every outbox page: nothing, and never the code. */
async function outboxHidesFromStranger(code: string) {
  for (const url of OUTBOX) {
    const r = await t.app.inject({ method: 'GET', url, remoteAddress: STRANGER });
    expect(r.statusCode, url).toBe(404);
    expect(r.body, url).not.toContain(code);
  }
}

const wrongGuess = (code: string) => (code === '000000' ? '111111' : '000000');

describe('takeover chains (#21.2): a code sent to the owner never reaches a stranger on the network', () => {
  it('a reset the stranger asks for: the code is not theirs to read, a guess resets nothing, the owner signs in', async () => {
    const owner = await signUp(t, 'chain-reset@example.com');
    const from = { remoteAddress: STRANGER, deviceId: newDevice() };
    t.clock.advance(61_000);
    const sliderToken = await passedSlider(t, 1, from);
    const sent = await t.post('/user/sendValidationCode', { account: owner.account, type: 3, sliderToken }, from);
    expect(sent.body.errorCode, sent.body.errorMsg).toBe(0);
    const code = await lastCode(t, owner.account);
    await outboxHidesFromStranger(code);
    const reset = await t.post(
      '/user/resetPassword',
      { account: owner.account, password: 'Taken1234', validationCode: wrongGuess(code) },
      from,
    );
    expect(reset.body.errorCode).toBe(30010);
    expect(
      (await t.post('/user/login', { account: owner.account, password: 'Taken1234' }, from)).body.errorCode,
    ).not.toBe(0);
    const login = await t.post(
      '/user/login',
      { account: owner.account, password: PASSWORD },
      { deviceId: owner.deviceId },
    );
    expect(login.body.errorCode, login.body.errorMsg).toBe(0);
  });

  it('a stranger who knows the password, on a new device: the code goes to the owner only, no session', async () => {
    const owner = await signUp(t, 'chain-device@example.com');
    const from = { remoteAddress: STRANGER, deviceId: newDevice() };
    const first = await t.post('/user/login', { account: owner.account, password: PASSWORD }, from);
    expect(first.body.errorCode).toBe(10009);
    t.clock.advance(61_000);
    const sliderToken = await passedSlider(t, 1, from);
    const sent = await t.post('/user/sendValidationCode', { account: owner.account, type: 4, sliderToken }, from);
    expect(sent.body.errorCode, sent.body.errorMsg).toBe(0);
    const code = await lastCode(t, owner.account);
    await outboxHidesFromStranger(code);
    const guess = await t.post(
      '/user/login',
      { account: owner.account, password: PASSWORD, validationCode: wrongGuess(code) },
      from,
    );
    expect(guess.body.errorCode).toBe(30010);
    expect(guess.body.data).toBeNull();
    expect(guess.cookies.find((c) => c.name === 'ACCESS_TOKEN' && c.value)).toBeUndefined();
  });
});
