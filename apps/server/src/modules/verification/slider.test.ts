// The slider check as a browser meets it: a real puzzle image, a one-time offset check, and a passed token that
// sendValidationCode uses up. State lives in the database, so another API node can check a puzzle.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { sliderChallenges } from '../../db/schema/accounts';
import { createMessenger } from '../../messaging/messenger';
import { sha256Hex, systemRandom } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { passedSlider, signUp, translated } from '../accounts/accounts.test-kit';
import { inPiece } from './slider-image';

type Puzzle = {
  token: string;
  bgImage: string;
  sliderImage: string;
  y: number;
  width: number;
  height: number;
  sliderSize: number;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

const decode = (dataUrl: string) => {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
};

const puzzle = async (type = 1) => {
  const r = await t.post<Puzzle>('/user/getSliderVerifyImg', { type });
  expect(r.body.errorCode).toBe(0);
  return r.body.data;
};

const holeX = async (token: string) => {
  const [row] = await t.db
    .select()
    .from(sliderChallenges)
    .where(eq(sliderChallenges.tokenHash, sha256Hex(token)));
  return row!.x;
};

/** Finds the hole the way a person does: where the piece's outline fits the darkened area best. */
function solveByEye(p: Puzzle): number {
  const bg = decode(p.bgImage);
  const piece = decode(p.sliderImage);
  let best = { x: -1, score: -Infinity };
  for (let x = 0; x + p.sliderSize <= p.width; x++) {
    let inside = 0;
    let outside = 0;
    for (let py = 0; py < p.sliderSize; py++) {
      for (let px = 0; px < p.sliderSize; px++) {
        const a = piece.data[(py * p.sliderSize + px) * 4 + 3]!;
        const i = ((p.y + py) * p.width + x + px) * 4;
        const lum = bg.data[i]! + bg.data[i + 1]! + bg.data[i + 2]!;
        if (a) inside += lum;
        else outside += lum;
      }
    }
    const score = outside - inside * 2;
    if (score > best.score) best = { x, score };
  }
  return best.x;
}

describe('getSliderVerifyImg', () => {
  it('answers a 300×160 textured background with a hole and a matching puzzle piece', async () => {
    const p = await puzzle();
    expect(p).toMatchObject({ width: 300, height: 160, sliderSize: 56 });
    expect(p.token.length).toBeGreaterThan(20);
    const bg = decode(p.bgImage);
    expect([bg.width, bg.height]).toEqual([300, 160]);
    const piece = decode(p.sliderImage);
    expect([piece.width, piece.height]).toEqual([56, 56]);
    // Texture: many distinct colours, not a flat fill.
    const colours = new Set<number>();
    for (let i = 0; i < bg.data.length; i += 4)
      colours.add((bg.data[i]! << 16) | (bg.data[i + 1]! << 8) | bg.data[i + 2]!);
    expect(colours.size).toBeGreaterThan(2000);
    // The piece is puzzle-shaped: opaque where the jigsaw mask is, transparent around it.
    let opaque = 0;
    for (let py = 0; py < 56; py++) {
      for (let px = 0; px < 56; px++) {
        const a = piece.data[(py * 56 + px) * 4 + 3]!;
        expect(a > 0).toBe(inPiece(px, py));
        if (a) opaque++;
      }
    }
    expect(opaque).toBeGreaterThan(1500);
    expect(p.y).toBeGreaterThanOrEqual(0);
    expect(p.y + 56).toBeLessThanOrEqual(160);
  });

  it('puts the hole somewhere else each time', async () => {
    const xs = new Set<number>();
    for (let i = 0; i < 6; i++) xs.add(await holeX((await puzzle()).token));
    expect(xs.size).toBeGreaterThan(1);
  });

  it('can be solved by looking at the picture', async () => {
    const p = await puzzle();
    const x = solveByEye(p);
    expect(Math.abs(x - (await holeX(p.token)))).toBeLessThanOrEqual(2);
    const r = await t.post('/user/isSliderValid', { token: p.token, x });
    expect(r.body).toMatchObject({ errorCode: 0, data: { valid: true } });
  });

  it('draws at most 60 puzzles per client IP in 10 minutes (10029)', async () => {
    const ip = { headers: { 'x-forwarded-for': '203.0.113.99' } };
    for (let i = 0; i < 60; i++) {
      expect((await t.post('/user/getSliderVerifyImg', { type: 1 }, ip)).body.errorCode).toBe(0);
    }
    const r = await t.post('/user/getSliderVerifyImg', { type: 1 }, ip);
    expect(r.body).toMatchObject({
      errorCode: 10029,
      errorMsg: 'Too many requests. Please try again later',
      data: null,
    });
    expect((await t.post('/user/getSliderVerifyImg', { type: 1 })).body.errorCode).toBe(0);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await t.post('/user/getSliderVerifyImg', { type: 1 }, ip)).body.errorCode).toBe(0);
  });

  it('refuses a type outside the spec enumeration with a field message', async () => {
    const r = await t.post('/user/getSliderVerifyImg', { type: 2 });
    expect(r.body.errorCode).toBe(-3);
    expect(r.body.data).toEqual({ errors: [{ field: 'type', message: 'Must be one of: 1, 3' }] });
  });
});

describe('isSliderValid', () => {
  it('accepts an offset within ±6 px', async () => {
    for (const delta of [-6, 6, 0]) {
      const p = await puzzle();
      const r = await t.post('/user/isSliderValid', { token: p.token, x: (await holeX(p.token)) + delta });
      expect(r.body.errorCode, `delta ${delta}`).toBe(0);
    }
  });

  it('refuses an offset 7 px off with 30021, in English and in German', async () => {
    const p = await puzzle();
    const r = await t.post('/user/isSliderValid', { token: p.token, x: (await holeX(p.token)) + 7 });
    expect(r.body).toMatchObject({ errorCode: 30021, errorMsg: 'The slider check failed. Please try again' });
    const q = await puzzle();
    const d = await t.post('/user/isSliderValid', { token: q.token, x: (await holeX(q.token)) - 7 }, { lang: 'de-DE' });
    expect(d.body).toMatchObject({ errorCode: 30021, errorMsg: translated('de', 'errors.sliderInvalid') });
  });

  it('checks each token once: a retry, even with the right offset, needs a new puzzle', async () => {
    const p = await puzzle();
    const x = await holeX(p.token);
    expect((await t.post('/user/isSliderValid', { token: p.token, x: x + 20 })).body.errorCode).toBe(30021);
    expect((await t.post('/user/isSliderValid', { token: p.token, x })).body.errorCode).toBe(30021);
    const q = await puzzle();
    const y = await holeX(q.token);
    expect((await t.post('/user/isSliderValid', { token: q.token, x: y })).body.errorCode).toBe(0);
    expect((await t.post('/user/isSliderValid', { token: q.token, x: y })).body.errorCode).toBe(30021);
  });

  it('refuses an unknown token and a puzzle older than 5 minutes', async () => {
    expect((await t.post('/user/isSliderValid', { token: 'made-up-token', x: 100 })).body.errorCode).toBe(30021);
    const p = await puzzle();
    t.clock.advance(5 * 60_000 + 1000);
    expect((await t.post('/user/isSliderValid', { token: p.token, x: await holeX(p.token) })).body.errorCode).toBe(
      30021,
    );
  });

  it('refuses a missing or non-numeric offset with a field message', async () => {
    const p = await puzzle();
    const r = await t.post('/user/isSliderValid', { token: p.token, x: 'left' });
    expect(r.body.errorCode).toBe(-3);
    expect(r.body.data).toEqual({ errors: [{ field: 'x', message: 'Must be a number' }] });
  });

  it('is checked by another API node sharing the database (no state in memory)', async () => {
    const p = await puzzle();
    const log = pino({ level: 'silent' });
    const other = await buildApp(
      {
        config: t.config,
        db: t.db,
        clock: t.clock,
        random: systemRandom,
        messenger: createMessenger({ db: t.db, log, smtpFrom: 'x <x@localhost>' }),
        tuning: { passwordHash: { memoryCost: 1024, timeCost: 1 } },
      },
      { logger: false, webDist: false },
    );
    try {
      const { signRequest } = await import('@lockconsole/shared/http/signature');
      const params = { token: p.token, x: String(await holeX(p.token)), date: String(t.clock.now().getTime()) };
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/user/isSliderValid',
        headers: {
          appid: t.config.webApp.appId,
          signature: signRequest(t.config.webApp.appSecret, t.config.webApp.appId, '/api/user/isSliderValid', params),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(params).toString(),
      });
      expect(res.json()).toMatchObject({ errorCode: 0, data: { valid: true } });
    } finally {
      await other.app.close();
    }
  });
});

describe('sendValidationCode and the slider', () => {
  it('needs a solved slider token: none, unsolved, failed and used tokens give 30020', async () => {
    const account = 'slider-needed@example.com';
    const missing = await t.post('/user/sendValidationCode', { account, type: 1 });
    expect(missing.body.errorCode).toBe(-3);
    expect(missing.body.data).toEqual({ errors: [{ field: 'sliderToken', message: 'Required' }] });

    const unsolved = await puzzle();
    const r1 = await t.post('/user/sendValidationCode', { account, type: 1, sliderToken: unsolved.token });
    expect(r1.body).toMatchObject({ errorCode: 30020, errorMsg: 'Please complete the slider check first' });

    const failed = await puzzle();
    await t.post('/user/isSliderValid', { token: failed.token, x: (await holeX(failed.token)) + 30 });
    expect(
      (await t.post('/user/sendValidationCode', { account, type: 1, sliderToken: failed.token })).body.errorCode,
    ).toBe(30020);

    const token = await passedSlider(t);
    expect((await t.post('/user/sendValidationCode', { account, type: 1, sliderToken: token })).body.errorCode).toBe(0);
    t.clock.advance(61_000);
    expect((await t.post('/user/sendValidationCode', { account, type: 1, sliderToken: token })).body.errorCode).toBe(
      30020,
    );
    expect((await t.outbox()).filter((m) => m.recipient === account)).toHaveLength(1);
  });

  it('does not take a passed token after 5 minutes, nor a "reset ip" token', async () => {
    const account = 'slider-late@example.com';
    const late = await passedSlider(t);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await t.post('/user/sendValidationCode', { account, type: 1, sliderToken: late })).body.errorCode).toBe(
      30020,
    );
    const resetIp = await passedSlider(t, 3);
    expect((await t.post('/user/sendValidationCode', { account, type: 1, sliderToken: resetIp })).body.errorCode).toBe(
      30020,
    );
  });

  it('a solved "reset ip" slider lifts the login throttle of that IP', async () => {
    const ip = { headers: { 'x-forwarded-for': '203.0.113.50' } };
    const u = await signUp(t, 'ip-reset@example.com', ip);
    for (let i = 0; i < 20; i++) {
      const r = await t.post('/user/login', { account: `nobody${i}@example.com`, password: 'Wrong1234' }, ip);
      expect(r.body.errorCode).toBe(10007);
    }
    const blocked = await t.post(
      '/user/login',
      { account: u.account, password: u.password },
      { ...ip, deviceId: u.deviceId },
    );
    expect(blocked.body.errorCode).toBe(10011);
    await passedSlider(t, 3, ip);
    const ok = await t.post(
      '/user/login',
      { account: u.account, password: u.password },
      { ...ip, deviceId: u.deviceId },
    );
    expect(ok.body.errorCode).toBe(0);

    // A script solving puzzles gets one reset an hour, not 20 more guesses per puzzle (#21.7).
    const drain = async () => {
      for (let i = 0; i < 20; i++) {
        await t.post('/user/login', { account: `nobody-again${i}@example.com`, password: 'Wrong1234' }, ip);
      }
    };
    await drain();
    for (let i = 0; i < 3; i++) await passedSlider(t, 3, ip);
    const still = await t.post(
      '/user/login',
      { account: u.account, password: u.password },
      { ...ip, deviceId: u.deviceId },
    );
    expect(still.body.errorCode).toBe(10011);
    t.clock.advance(60 * 60_000 + 1000); // the failures have aged out too; drain again, then one reset works again
    await drain();
    await passedSlider(t, 3, ip);
    const again = await t.post(
      '/user/login',
      { account: u.account, password: u.password },
      { ...ip, deviceId: u.deviceId },
    );
    expect(again.body.errorCode).toBe(0);
  });

  it('wrong passwords inside a session do not use up the address’s sign-in budget (#21.7)', async () => {
    const ip = { headers: { 'x-forwarded-for': '203.0.113.77' } };
    const u = await signUp(t, 'in-session@example.com', ip);
    for (let i = 0; i < 25; i++) {
      await t.post('/user/checkPassword', { password: 'Wrong1234' }, { ...ip, token: u.token });
    }
    const r = await t.post(
      '/user/login',
      { account: u.account, password: u.password },
      { ...ip, deviceId: u.deviceId },
    );
    expect(r.body.errorCode).toBe(0);
  });
});
