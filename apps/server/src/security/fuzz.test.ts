// The OpenAPI-driven fuzz of hardening #21 ("Keep it fixed"): REQUESTS hostile requests per run from a fixed seed,
// spread over every operation of the document the app serves, each correctly signed (so it reaches the input
// rules) by a real signed-in owner, through app.inject. Most requests carry a value the operation's JSON Schema (or
// the documented input rules: no control characters, plain decimal numbers, one value per name) refuses — wrong
// types, out-of-range and huge numbers, NaN / hex / exponent texts, too long strings, control characters and NUL,
// lists where one value is expected, broken JSON, missing required fields — and they go to the owner's own objects;
// the rest are valid but nasty (SQL and HTML snippets, unicode, extreme numbers, extra fields named __proto__ or
// constructor): reads for the owner, writes for a second account ("sandbox") whose data may change.
// Asserted: no answer with HTTP status ≥ 500; every answer is the envelope {errorCode, errorMsg, data}; no request
// marked invalid answered errorCode 0; the owner's rows are the same afterwards; Object.prototype is untouched.
// A failure names the request (seed, number, operation, values), so it can be replayed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { createTestApp, type TestApp } from '../test/harness';
import {
  FILL_OPTIONAL,
  KNOWN_VALID,
  NAMED,
  dateSequence,
  isEnvelope,
  kindOf,
  loadOperations,
  sendRaw,
  validValue,
  wire,
  type Encoding,
  type Kind,
  type Op,
  type Param,
} from './openapi.test-kit';
import { changedTables, makeWorld, snapshotWorld, type World } from './world.test-kit';

/** Fixed in CI; FUZZ_SEED / FUZZ_REQUESTS explore other runs by hand (a failure names its seed). */
const SEED = Number(process.env.FUZZ_SEED ?? 0x21_2028);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6_000);
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** mulberry32: a small, fast PRNG; the same seed gives the same run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
type Rng = ReturnType<typeof prng>;

/** Valid text that attacks what comes after validation: SQL, LIKE patterns, HTML, unicode oddities. */
const NASTY_TEXT = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '%',
  '_',
  '%_%\\',
  '\\',
  "\\'",
  '$1',
  '?',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("x")()}}',
  '${7*7}',
  '../../../../etc/passwd',
  'Zoë Ñandú İstanbul ß',
  '中文名字',
  '🔒🗝️👨‍👩‍👧',
  '\u202eevil',
  'zero\u200bwidth',
  'e\u0301\u0301\u0301',
  '\ufeffbom',
  'tab\there',
  'new\nline',
  'cr\rlf',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
];
/** Control characters the input rules refuse (tab, line feed and carriage return are text). */
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
/** Names of extra fields: prototype keys and look-alikes of real ones. */
const EXTRA_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'then',
  'toJSON',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[b]',
  'lockId[]',
  'DATE',
  'x'.repeat(300),
];
/** Language headers, odd ones included (a catalog looked up by `constructor` …). */
const LANGUAGES = ['en', 'de', 'zh-CN', 'xx', '__proto__', 'constructor', 'toString', '../../etc', 'de-DE,en;q=0.5'];

const NOT_NUMBERS = [
  'abc',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  'null',
  'undefined',
  '0x10',
  '0o7',
  '0b1',
  '1e3',
  '1_0',
  '+1',
  '1.',
  '.5',
  '--1',
  ' 1',
  '1 2',
  '١٢',
  '１２',
  '9'.repeat(17),
  '9'.repeat(400),
  "1' OR '1'='1",
  '1;DROP TABLE locks',
  '[1]',
  '{}',
];

type Who = 'owner' | 'sandbox';
type Req = {
  n: number;
  op: Op;
  encoding: Encoding;
  raw: Record<string, unknown>;
  /** Why this request must be refused; undefined for a valid (if nasty) request. */
  invalid?: string;
  who: Who;
  language: string;
};

/** obj[key] = value as an own property, `__proto__` included (a plain assignment would set the prototype). */
const setOwn = (obj: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
const cutTo = (text: string, max: number | undefined) =>
  max === undefined ? text : Array.from(text).slice(0, max).join('');

/**
 * Values the schema (and the input rules) refuse for this parameter, with a short reason each. An empty value (and
 * JSON null) is absent (docs/api.md), so it is invalid only where the parameter is required.
 */
function invalidValues(p: Param, encoding: Encoding, base: unknown): { value: unknown; why: string }[] {
  const s = p.schema;
  const out: { value: unknown; why: string }[] = [];
  const add = (value: unknown, why: string) => out.push({ value, why });
  const kind = kindOf(s);
  const json = encoding === 'json';
  if (p.required && s.default === undefined) add(undefined, 'missing required');
  if (kind === 'integer' || kind === 'number') {
    for (const v of NOT_NUMBERS) add(v, 'not a decimal number');
    if (kind === 'integer') add(`${Number(base) || 1}.5`, 'fraction for an integer');
    if (s.exclusiveMinimum !== undefined) {
      add(String(s.exclusiveMinimum), 'at the exclusive minimum');
      add(String(s.exclusiveMinimum - 1), 'below the minimum');
    }
    if (s.minimum !== undefined && s.minimum > -MAX_SAFE) add(String(s.minimum - 1), 'below the minimum');
    if (s.minimum === -MAX_SAFE) add('-9999999999999999', 'below the minimum');
    if (s.maximum !== undefined && s.maximum < MAX_SAFE) {
      add(String(s.maximum + 1), 'above the maximum');
      add(String(s.maximum * 10 + 7), 'above the maximum');
    }
    if (s.maximum === MAX_SAFE) {
      add('9007199254740993', 'beyond the safe integers');
      add('9999999999999999', 'above the maximum');
    }
    if (p.required && s.default === undefined) add('', 'empty (absent) required number');
    if (json) {
      for (const v of [true, false, [], [1], {}, { a: 1 }]) add(v, `JSON ${JSON.stringify(v)} for a number`);
      if (p.required && s.default === undefined) add(null, 'JSON null (absent) for a required number');
    }
  } else if (kind === 'boolean') {
    for (const v of ['maybe', '2', 'yes', 'TRUE', '-1']) add(v, 'not a flag');
    if (json) for (const v of [2, 'x', [], {}]) add(v, `JSON ${JSON.stringify(v)} for a flag`);
  } else if (kind === 'array') {
    for (const v of ['abc', '[1,', '{}', '"x"', '5', 'null', 'true']) add(v, 'not a JSON list');
    if (p.required) add('', 'empty (absent) required list');
    const items = s.items ?? {};
    const itemKind = kindOf(items);
    if (itemKind === 'integer') {
      for (const v of ['[true]', '["1"]', '[[1]]', '[1.5]', '[null]', '[{}]', '["a\\u0000b"]']) {
        add(v, 'a list item that is no integer');
      }
      if (items.exclusiveMinimum !== undefined) add(`[${items.exclusiveMinimum}]`, 'a list item below the minimum');
      if (items.minimum !== undefined && items.minimum > -MAX_SAFE) add(`[${items.minimum - 1}]`, 'item too small');
      if (items.maximum !== undefined && items.maximum < MAX_SAFE) add(`[${items.maximum + 1}]`, 'item too big');
      if (items.maximum === MAX_SAFE) add('[9007199254740993]', 'item beyond the safe integers');
    } else if (itemKind === 'string') {
      for (const v of ['[1]', '[null]', '[["a"]]', '[{}]', '["a\\u0000b"]', '["x\\u001b"]']) {
        add(v, 'a list item that is no clean text');
      }
      if (items.maxLength !== undefined) add(JSON.stringify(['y'.repeat(items.maxLength + 1)]), 'item too long');
    } else if (itemKind === 'object') {
      for (const v of ['[1]', '["x"]', '[null]', '[[]]']) add(v, 'a list item that is no object');
      if (items.required?.length) {
        add('[{}]', 'a list item without its required fields');
        add('[{"__proto__":{"polluted":1}}]', 'a list item without its required fields');
      }
    }
    if (s.maxItems !== undefined) {
      const one = Array.isArray(base) && base.length ? base[0] : 1;
      add(JSON.stringify(Array.from({ length: s.maxItems + 1 }, () => one)), 'too many items');
    }
    if ((s.minItems ?? 0) >= 1) add('[]', 'too few items');
  } else {
    // Text.
    if (s.maxLength !== undefined) {
      add('x'.repeat(s.maxLength + 1), 'too long');
      // Four one-unit characters repeated (Array.from of a photo field's million characters was a third of the run).
      add('é中ßЖ'.repeat(Math.ceil((s.maxLength + 1) / 4)).slice(0, s.maxLength + 1), 'too long (unicode)');
      const far = encoding === 'query' ? 8_000 : 200_000;
      // (A field that takes more — a face photo — has its own "too long" above.)
      if (s.maxLength < far) add('A'.repeat(far), 'far too long');
    }
    for (const c of CONTROL)
      add(
        `a${c}b${typeof base === 'string' ? base : ''}`,
        `control character U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    if (s.pattern && typeof base === 'string') {
      // Only values the pattern really refuses ("z" + base64 is still base64).
      const off = new RegExp(s.pattern);
      for (const v of [`${base}z`, `z${base}`]) if (!off.test(v)) add(v, 'off the pattern');
    }
    if (s.enum?.length) {
      add(`x${String(s.enum[0])}`, 'not one of the values');
      add('nope', 'not one of the values');
    }
    if (p.required && (s.minLength ?? 0) >= 1) add('', 'empty required text');
    if (json) for (const v of [5, true, [], {}, ['a']]) add(v, `JSON ${JSON.stringify(v)} for a text`);
    if (json && p.required) add(null, 'JSON null (absent) for a required text');
  }
  return out;
}

/** A different value the schema accepts, chosen to hurt what comes after validation (or undefined). */
function nastyValid(p: Param, rng: Rng): unknown {
  const s = p.schema;
  const kind = kindOf(s);
  if (s.enum || s.const !== undefined || s.pattern || s.anyOf) return undefined;
  if (kind === 'integer') {
    const lo = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -MAX_SAFE);
    const hi = s.maximum ?? MAX_SAFE;
    return rng.pick([
      lo,
      hi,
      Math.max(lo, Math.min(hi, 0)),
      Math.max(lo, Math.min(hi, 2 ** 31)),
      Math.max(lo, Math.min(hi, 2 ** 32 + 1)),
    ]);
  }
  if (kind === 'string') {
    const text = rng.chance(0.2) ? rng.pick(NASTY_TEXT).repeat(50) : rng.pick(NASTY_TEXT);
    const v = cutTo(text, s.maxLength);
    return v.trim().length >= (s.minLength ?? 0) ? v : undefined;
  }
  if (kind === 'array' && s.maxItems !== undefined) {
    const items = s.items ?? {};
    if (kindOf(items) === 'integer') {
      const hi = Math.min(items.maximum ?? MAX_SAFE, MAX_SAFE);
      return Array.from({ length: s.maxItems }, (_, i) => (i % 2 ? hi : Math.max(1, items.minimum ?? 1)));
    }
  }
  return undefined;
}

/** The world's object for each kind of name (the owner's own, or the sandbox's). */
function idOf(kind: Kind, w: World, now: number): unknown {
  switch (kind) {
    case 'lock':
      return w.lockId;
    case 'key':
      return w.keys.friend;
    case 'user':
      return w.friend.userId;
    case 'group':
      return w.groupId;
    case 'gateway':
      return w.gatewayId;
    case 'passcode':
      return w.passcodeId;
    case 'card':
      return w.cardId;
    case 'cardNumber':
      return w.cardNumber;
    case 'qrcode':
      return w.qrcodeId;
    case 'keyfob':
      return w.keyfobId;
    case 'keyfobNumber':
      return w.keyfobNumber;
    case 'keypad':
      return w.keypadId;
    case 'keypadNumber':
      return w.keypadNumber;
    case 'fingerprint':
      return w.fingerprintId;
    case 'face':
      return w.faceId;
    case 'palmVein':
      return w.palmVeinId;
    case 'export':
      return w.exportId;
    case 'alert':
      return w.alertId;
    case 'apiKey':
      return w.apiKeyId;
    case 'webhook':
      return w.webhookId;
    case 'delivery':
      return w.deliveryId;
    case 'order':
      return w.orderId;
    case 'template':
      return w.templateId;
    case 'transfer':
      return w.transferId;
    case 'openApp':
      return w.openAppId;
    case 'openToken':
      return w.openTokenId;
    case 'received':
      return w.receivedId;
    case 'operation':
      return w.operationId;
    case 'lockMac':
      return w.lockMac;
    case 'gatewayMac':
      return w.gatewayMac;
    case 'account':
    case 'mobile':
      return KNOWN_VALID[kind === 'account' ? 'account' : 'mobile']!(now);
  }
}

let t: TestApp;
let ops: Op[];
let owner: World;
let sandbox: World;
let ownerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await loadOperations(t);
  owner = await makeWorld(t);
  sandbox = await makeWorld(t);
  ownerToken = owner.owner.token;
});
afterAll(async () => {
  await t?.close();
});

function makeRequest(n: number, op: Op, rng: Rng, now: number, date: number): Req {
  const encoding: Encoding = op.method === 'GET' ? 'query' : rng.chance(0.25) ? 'json' : 'form';
  // Two in three requests are invalid; a GET's valid ones are the owner's reads, a POST's the sandbox's writes.
  const wantInvalid = rng.chance(0.67);
  const who: Who = wantInvalid || op.method === 'GET' ? 'owner' : 'sandbox';
  const w = who === 'owner' ? owner : sandbox;
  const values: Record<string, unknown> = {};
  for (const p of op.params) {
    const kind = NAMED[p.name];
    if (kind) {
      const id = idOf(kind, w, now);
      if (p.required || rng.chance(0.5)) values[p.name] = p.schema.type === 'array' ? [id] : id;
    } else if (p.required || FILL_OPTIONAL.has(p.name) || rng.chance(0.3)) {
      values[p.name] = validValue(p.name, p.schema, now);
    }
  }
  // Valid nastiness in other fields (invalid requests too: the refusal must not depend on the field order).
  for (const p of op.params) {
    if (NAMED[p.name] || !rng.chance(0.35)) continue;
    const v = nastyValid(p, rng);
    if (v !== undefined) values[p.name] = v;
  }
  let invalid: string | undefined;
  const repeated = new Set<string>();
  if (wantInvalid) {
    const choice = rng.next();
    if (choice < 0.08 || !op.params.length) {
      // The date every call carries.
      const d = rng.pick([undefined, 'abc', `${date}.5`, `${date}e0`, `0x${date.toString(16)}`, `-${date}`, 'repeat']);
      if (d === 'repeat' && encoding !== 'json') repeated.add('date');
      invalid = `date ${d ?? 'missing'}`;
      values.date = d === 'repeat' ? date : d;
      if (d === 'repeat' && encoding === 'json') values.date = [date, date];
    } else if (choice < 0.16 && encoding !== 'json') {
      // One name twice (a list where one value is expected).
      const p = rng.pick(op.params);
      values[p.name] ??= validValue(p.name, p.schema, now);
      repeated.add(p.name);
      invalid = `${p.name} given twice`;
    } else {
      const p = rng.pick(op.params);
      const options = invalidValues(p, encoding, values[p.name] ?? validValue(p.name, p.schema, now));
      const { value, why } = rng.pick(options);
      if (value === undefined) delete values[p.name];
      else values[p.name] = value;
      invalid = `${p.name}: ${why}`;
    }
  }
  if (!('date' in values) && !invalid?.startsWith('date')) values.date = date;
  // Extra fields, prototype keys among them (ignored by the schemas, never harmful).
  if (rng.chance(0.25)) {
    for (let i = 1 + rng.int(3); i > 0; i--) {
      const name = rng.pick(EXTRA_NAMES);
      if (name === 'DATE' || name in values) continue;
      setOwn(
        values,
        name,
        encoding === 'json' && rng.chance(0.5)
          ? JSON.parse(
              '{"polluted":"yes","__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
            )
          : rng.pick([...NASTY_TEXT, ...CONTROL.map((c) => `x${c}`), '1']),
      );
    }
  }
  // On the wire: texts (lists as JSON text) in a query or form; JSON values in a JSON body.
  const raw: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    setOwn(raw, k, encoding === 'json' ? v : repeated.has(k) ? [wire(v), wire(v)] : wire(v));
  }
  const language = rng.chance(0.1) ? rng.pick(LANGUAGES) : 'en';
  return { n, op, encoding, raw, invalid, who, language };
}

describe('fuzz', () => {
  it(
    `${REQUESTS} hostile requests (seed ${SEED}): no 5xx, always the envelope, no invalid value taken, data intact`,
    { timeout: 300_000 },
    async () => {
      const rng = prng(SEED);
      const nextDate = dateSequence(t, -200_000);
      const before = await snapshotWorld(t, owner);
      const failures: string[] = [];
      const perOp = new Map<string, number>();
      const codes = new Map<number, number>();
      let invalidCount = 0;
      const started = performance.now();
      for (let n = 0; n < REQUESTS; n++) {
        const op = ops[n % ops.length]!;
        const now = t.clock.now().getTime();
        const req = makeRequest(n, op, rng, now, nextDate());
        if (req.invalid) invalidCount++;
        perOp.set(op.id, (perOp.get(op.id) ?? 0) + 1);
        // The sandbox's writes get a session each (logging out, a password change end only that one).
        const token = req.who === 'owner' ? ownerToken : (await t.services.sessions.create(sandbox.owner.userId)).token;
        const res = await sendRaw(t, op, req.raw, { token, encoding: req.encoding, language: req.language });
        const name = () =>
          `#${req.n} ${op.id} [${req.encoding}${req.language === 'en' ? '' : `, language ${req.language}`}] ${req.invalid ?? 'valid'}: ${JSON.stringify(req.raw).slice(0, 300)}`;
        if (res.status >= 500) failures.push(`${name()} → HTTP ${res.status} ${res.text.slice(0, 200)}`);
        if (!isEnvelope(res.json)) {
          failures.push(`${name()} → not the envelope (HTTP ${res.status}): ${res.text.slice(0, 200)}`);
          continue;
        }
        codes.set(res.json.errorCode, (codes.get(res.json.errorCode) ?? 0) + 1);
        if (req.invalid && res.json.errorCode === 0) {
          failures.push(`${name()} → taken (errorCode 0): ${JSON.stringify(res.json.data).slice(0, 200)}`);
        }
      }
      const seconds = (performance.now() - started) / 1000;
      const after = await snapshotWorld(t, owner);
      console.info(
        `fuzz: ${REQUESTS} requests (${invalidCount} invalid) over ${perOp.size} operations in ${seconds.toFixed(1)} s ` +
          `on ${t.dbKind}; answers by errorCode: ${JSON.stringify(Object.fromEntries([...codes].sort((a, b) => b[1] - a[1])))}`,
      );
      expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
      expect(changedTables(before, after), "the owner's rows changed").toEqual([]);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(perOp.size).toBe(ops.length);
      expect(invalidCount).toBeGreaterThan(REQUESTS / 2);
    },
  );
});
