import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signUp } from './accounts.test-kit';
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
it('smoke', async () => {
  const u = await signUp(t, 'a@example.com');
  const info = await t.get('/user/getInfo', {}, { token: u.token });
  console.log(JSON.stringify(info.body), JSON.stringify(await t.outbox()).slice(0, 600));
  expect(info.body.errorCode).toBe(0);
});
