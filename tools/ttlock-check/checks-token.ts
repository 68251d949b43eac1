// Token endpoint and `/v3` authentication checks.
import { randomBytes } from 'node:crypto';
import { md5, type Ctx, type Json } from './client';
import { check, Failure, Skip } from './runner';
import { expectErrcode, expectShape, fail, trim } from './shape';

const NINETY_DAYS_S = 7_776_000;

function expectTokenAnswer(ans: Json, withUid: boolean): void {
  expectShape(
    ans,
    { access_token: 'string', refresh_token: 'string', expires_in: 'number', ...(withUid ? { uid: 'int' } : {}) },
    'a token answer',
  );
  const problems: string[] = [];
  if (!(ans.access_token as string)) problems.push('access_token is empty');
  if (!(ans.refresh_token as string)) problems.push('refresh_token is empty');
  const expires = ans.expires_in as number;
  if (Math.abs(expires - NINETY_DAYS_S) > 3600)
    problems.push(`expires_in: expected ≈ ${NINETY_DAYS_S}, got ${expires}`);
  if (problems.length) fail(problems, ans);
}

export function needToken(ctx: Ctx): void {
  if (!ctx.api.accessToken) throw new Skip('no access token (the token checks failed)');
}

export async function tokenChecks(ctx: Ctx): Promise<void> {
  const { api, opts } = ctx;
  const password = md5(opts.password);
  const camel = { clientId: opts.clientId, clientSecret: opts.clientSecret, username: opts.username, password };
  const adopt = (ans: Json) => {
    api.accessToken = ans.access_token as string;
    api.refreshToken = ans.refresh_token as string;
  };

  await check('token: password grant, camelCase params in the body', async () => {
    const ans = await api.token(camel);
    expectTokenAnswer(ans, true);
    adopt(ans);
  });

  await check('token: password grant, snake_case params and grant_type=password in the query', async () => {
    const ans = await api.token(
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        grant_type: 'password',
        username: opts.username,
        password,
      },
      true,
    );
    expectTokenAnswer(ans, true);
    adopt(ans);
  });

  await check('token: wrong client secret → 10001', async () => {
    const ans = await api.token({ ...camel, clientSecret: `${opts.clientSecret}x` });
    expectErrcode(ans, (c) => c === 10001, '10001');
  });

  await check('token: unknown client id → 10000', async () => {
    const ans = await api.token({ ...camel, clientId: randomBytes(16).toString('hex') });
    expectErrcode(ans, (c) => c === 10000, '10000');
  });

  await check('token: wrong password → 10007', async () => {
    const ans = await api.token({ ...camel, password: md5(`${opts.password}-not-it`) });
    expectErrcode(ans, (c) => c === 10007, '10007');
  });

  await check('token: password not md5 hex → 30005', async () => {
    const ans = await api.token({ ...camel, password: 'not-an-md5-hash' });
    expectErrcode(ans, (c) => c === 30005, '30005');
  });

  await check('token: refresh grant → new access_token', async () => {
    if (!api.refreshToken) throw new Skip('no refresh token (the password grants failed)');
    const ans = await api.token({
      grant_type: 'refresh_token',
      refresh_token: api.refreshToken,
      client_id: opts.clientId,
      client_secret: opts.clientSecret,
    });
    expectTokenAnswer(ans, false);
    adopt(ans);
  });

  await check('token: bad refresh token → 10011', async () => {
    const ans = await api.token({
      grant_type: 'refresh_token',
      refresh_token: randomBytes(16).toString('hex'),
      client_id: opts.clientId,
      client_secret: opts.clientSecret,
    });
    expectErrcode(ans, (c) => c === 10011, '10011');
  });
}

export async function authChecks(ctx: Ctx): Promise<void> {
  const { api } = ctx;
  const probe = (auth: Record<string, string | number | undefined>) =>
    api.call('/v3/lock/list', { pageNo: 1, pageSize: 20 }, { auth });
  const tokenError = (c: number) => c >= 10003 && c <= 10006;

  await check('auth: no accessToken → 10003..10006', async () => {
    expectErrcode(await probe({ accessToken: undefined }), tokenError, '10003..10006 (10004 per the contract)');
  });

  await check('auth: garbage accessToken → 10003..10006', async () => {
    const garbage = `garbage${randomBytes(12).toString('hex')}`;
    expectErrcode(await probe({ accessToken: garbage }), tokenError, '10003..10006 (10004 per the contract)');
  });

  await check('auth: date 10 minutes off → 80000', async () => {
    needToken(ctx);
    for (const [label, offset] of [
      ['10 min in the past', -600_000],
      ['10 min in the future', 600_000],
    ] as const) {
      const ans = await probe({ date: Date.now() + offset });
      if (ans.errcode !== 80000) throw new Failure(`date ${label}: expected errcode 80000, got ${trim(ans)}`);
    }
  });

  await check('auth: missing date → errcode ≠ 0', async () => {
    needToken(ctx);
    expectErrcode(await probe({ date: undefined }), (c) => c !== 0, 'an errcode ≠ 0');
  });
}
