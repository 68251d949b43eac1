// The operations of the served OpenAPI document (GET /api/openapi.json), valid values for their parameters worked
// out from the JSON Schemas, and a signed request that puts exactly the given raw values on the wire (a query, a
// form body or a JSON body). Shared by the cross-tenant sweep and the fuzz of the security suite. Tests only.
import { signRequest, type ParamValue } from '@lockconsole/shared/http/signature';
import type { TestApp } from '../test/harness';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  default?: unknown;
};

export type Param = { name: string; schema: JsonSchema; required: boolean };
export type Op = {
  method: 'GET' | 'POST';
  /** Path as served, with the /api prefix. */
  path: string;
  /** "POST /api/lock/rename" */
  id: string;
  /** x-auth of the document: public, user or lock:<action>. */
  auth: string;
  /** The operation's own parameters (the `date` every call carries is not among them). */
  params: Param[];
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-auth': string;
        parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the document the app serves (not docs/openapi.json: the live one, so nothing is stale). */
export async function loadOperations(t: TestApp): Promise<Op[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = res.json() as Doc;
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as 'GET' | 'POST';
      let params: Param[];
      if (method === 'GET') {
        params = (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true }));
      } else {
        const body = Object.values(op.requestBody?.content ?? {})[0]?.schema ?? {};
        params = Object.entries(body.properties ?? {}).map(([name, schema]) => ({
          name,
          schema,
          required: (body.required ?? []).includes(name),
        }));
      }
      ops.push({
        method,
        path,
        id: `${method} ${path}`,
        auth: op['x-auth'],
        params: params.filter((p) => p.name !== 'date'),
      });
    }
  }
  return ops;
}

/**
 * What each parameter that names something names (the sweep puts the victim's there). A new one fails the sweep's
 * coverage test until it is given here.
 */
export type Kind =
  | 'lock'
  | 'key'
  | 'user'
  | 'group'
  | 'gateway'
  | 'passcode'
  | 'operation'
  | 'account'
  | 'mobile'
  | 'lockMac'
  | 'gatewayMac'
  | 'card'
  | 'cardNumber'
  | 'qrcode'
  | 'keyfob'
  | 'keyfobNumber'
  | 'keypad'
  | 'keypadNumber'
  | 'fingerprint'
  | 'face'
  | 'palmVein'
  | 'export'
  | 'alert'
  | 'apiKey'
  | 'webhook'
  | 'delivery'
  | 'order'
  | 'template'
  | 'transfer'
  | 'openApp'
  | 'openToken'
  | 'received';
export const NAMED: Record<string, Kind> = {
  lockId: 'lock',
  lockIds: 'lock',
  lockIdList: 'lock',
  keyId: 'key',
  uid: 'user',
  groupId: 'group',
  gatewayId: 'gateway',
  gatewayIdList: 'gateway',
  keyboardPwdId: 'passcode',
  cardId: 'card',
  cardNumber: 'cardNumber',
  qrcodeId: 'qrcode',
  keyfobId: 'keyfob',
  keyfobNumber: 'keyfobNumber',
  keypadId: 'keypad',
  keypadNumber: 'keypadNumber',
  fingerprintId: 'fingerprint',
  faceId: 'face',
  palmVeinId: 'palmVein',
  exportId: 'export',
  alertIdList: 'alert',
  apiKeyId: 'apiKey',
  webhookId: 'webhook',
  deliveryId: 'delivery',
  orderId: 'order',
  templateId: 'template',
  transferId: 'transfer',
  appId: 'openApp',
  receivedId: 'received',
  credentialIdList: 'card',
  tokenId: 'openToken',
  operationId: 'operation',
  // An account by its address (the sweep tries the victim's and the caller's own: a key, an admin right or a
  // shared passcode for oneself on the victim's lock).
  receiverUsername: 'account',
  account: 'account',
  email: 'account',
  to: 'account',
  mobile: 'mobile',
  lockMac: 'lockMac',
  gatewayMac: 'gatewayMac',
};
/** A parameter name that looks like it names an object; it must be in NAMED or here, with what it is instead. */
export const LOOKS_NAMED = /(^uid$|Id$|Ids$|IdList$|Mac$)/;
export const NOT_AN_OBJECT: Record<string, string> = {
  timezoneId: 'an IANA time zone name (Europe/Berlin)',
  packageId: 'a package on sale: the catalogue is the same for every account of a site',
  requestId: "the caller's own idempotency key for a new order",
  cityId: 'a city of the public GeoNames list, the same for every account',
};

/** Sample strings for the patterns the schemas use (a new pattern falls back to a plain word, see validValue). */
const PATTERN_SAMPLES: Record<string, string> = {
  '^[0-9]{4,9}$': '135792',
  '^\\d{6}$': '123456',
  '^[0-9a-f]{64}$': 'ab'.repeat(32),
  '^\\d{1,20}$': '12345678',
  '^[0-9]{1,20}$': '12345678',
  '^1104\\d\\d$': '110401',
  '^[0-9A-F]{2}(:[0-9A-F]{2}){5}$': 'F2:00:00:00:00:01',
  '^[A-Z]{2,4}_[0-9a-f]{4,12}$': 'RC_5a5a5a',
  '^\\/[A-Za-z/]*$': '/lock/',
  '^[A-Za-z]{2}$': 'DE',
  '^[A-Za-z0-9+/]{22,20000}={0,2}$': Buffer.from(`SFT1${'m'.repeat(40)}`).toString('base64'),
};

/**
 * Values the schemas' refinements want that the JSON Schema cannot say (enumerations written as integers, rules
 * checked in code). Keyed by parameter name; checked by the sweep, which fails on a -3 answer.
 */
export const KNOWN_VALID: Record<string, (now: number) => unknown> = {
  validityType: () => 1,
  keyboardPwdType: () => 2,
  passageMode: () => 1,
  value: () => 2,
  seconds: () => 30,
  doorAlertSeconds: () => 300,
  gatewayOfflineMinutes: () => 30,
  scopes: () => ['read'],
  url: () => 'https://8.8.8.8/hook',
  eventTypes: () => ['alert.raised'],
  // A package on sale (the default catalogue's first) and a fresh idempotency key each time.
  packageId: () => 1,
  requestId: () => `req-${Math.random().toString(36).slice(2, 12)}`,
  timeZone: () => 'Europe/Berlin',
  cityId: () => 2950159,
  // A message template's content the sweep's kind (openMethod 1, an ekey message) accepts: it names the lock.
  content: () => 'Your key for {room}',
  remind: () => 2,
  timezoneRawOffset: () => 3_600_000,
  password: () => 'Secret123',
  oldPassword: () => 'Secret123',
  keyboardPwd: () => '135792',
  newKeyboardPwd: () => '246813',
  keyboardPwdName: () => 'Sweep code',
  receiverUsername: () => 'someone@example.com',
  account: () => 'someone@example.com',
  email: () => 'someone@example.com',
  to: () => 'someone@example.com',
  mobile: () => '5550100100',
  countryCode: () => '1',
  region: () => 'US',
  lockMac: () => 'C0:11:22:33:44:55',
  gatewayMac: () => 'AA:11:22:33:44:55',
  // One value for both shapes of the name: passage mode's periods and a credential's cycle days (zod drops the rest).
  cyclicConfig: () => [{ allDay: 1, weekDays: [1, 2], weekDay: 1, startMinute: 480, endMinute: 1020 }],
  cycleDays: () => [1, 2],
  agree: () => 1,
  createUser: () => 1,
  keyRight: () => 0,
  remoteEnable: () => 1,
  deleteIssued: () => 1,
  channel: () => 1,
  type: () => 1,
  startDate: (now) => now - 86_400_000,
  endDate: (now) => now + 30 * 86_400_000,
};

/** Optional parameters a valid call needs all the same with the values above (passage mode 1 needs periods). */
export const FILL_OPTIONAL = new Set(['cyclicConfig']);

/** A value the schema accepts, as the JSON value it stands for (numbers as numbers, lists as arrays). */
export function validValue(name: string, schema: JsonSchema, now: number): unknown {
  if (KNOWN_VALID[name]) {
    const v = KNOWN_VALID[name](now);
    // Only where the schema agrees on the kind of value (`type` of a slider image and of a setting are integers,
    // `channel` of a share is a string enumeration).
    const kind = kindOf(schema);
    if (schema.enum === undefined && (kind === kindOfValue(v) || (kind === 'number' && typeof v === 'number')))
      return v;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return validValue(name, schema.anyOf[0]!, now);
  switch (kindOf(schema)) {
    case 'integer':
    case 'number': {
      const lo = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
      const hi = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1e9);
      return Math.min(Math.max(1, lo), hi);
    }
    case 'boolean':
      return true;
    case 'array': {
      const n = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: n }, () => validValue(`${name}[]`, schema.items ?? {}, now));
    }
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const k of schema.required ?? []) o[k] = validValue(k, schema.properties?.[k] ?? {}, now);
      return o;
    }
    default: {
      if (schema.pattern) {
        const sample = PATTERN_SAMPLES[schema.pattern];
        if (sample === undefined) throw new Error(`${name}: no sample for the pattern ${schema.pattern}`);
        return sample;
      }
      const text = 'Value';
      return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 255);
    }
  }
}

export const kindOf = (s: JsonSchema): string =>
  s.anyOf ? kindOf(s.anyOf[0]!) : Array.isArray(s.type) ? s.type[0]! : (s.type ?? 'string');
const kindOfValue = (v: unknown) =>
  Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

/** The wire text of a value (spec §7: numbers as decimals, lists and objects as JSON text). */
export const wire = (v: unknown): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

export type Encoding = 'query' | 'form' | 'json';
/**
 * A raw parameter. In a query or a form body: one text, or several texts (the name repeated) — lists and objects
 * are given as their JSON text (`wire`). In a JSON body: any JSON value.
 */
export type RawValue = unknown;

export type Sent = { status: number; text: string; json: unknown };

/**
 * Sends `raw` as it is and signs it as the server will see it: a repeated name as its list of texts, JSON values
 * as the body holds them.
 */
export async function sendRaw(
  t: TestApp,
  op: Pick<Op, 'method' | 'path'>,
  raw: Record<string, RawValue>,
  o: { token?: string; encoding?: Encoding; sign?: boolean; language?: string } = {},
): Promise<Sent> {
  const encoding = o.encoding ?? (op.method === 'GET' ? 'query' : 'form');
  const headers: Record<string, string> = { appid: t.config.webApp.appId, language: o.language ?? 'en' };
  if (o.sign !== false) {
    // Signed as the server sees it: a query or form body loses `__proto__` and `constructor` (http/route.ts).
    const seen = Object.fromEntries(
      Object.entries(raw).filter(([k]) => encoding === 'json' || (k !== '__proto__' && k !== 'constructor')),
    );
    headers.signature = signRequest(
      t.config.webApp.appSecret,
      t.config.webApp.appId,
      op.path,
      seen as Record<string, ParamValue>,
    );
  }
  if (o.token) headers.accesstoken = o.token;
  let url = op.path;
  let payload: string | undefined;
  if (encoding === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(raw);
  } else {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(raw)) {
      for (const one of Array.isArray(v) ? v : [v]) qs.append(k, wire(one));
    }
    if (encoding === 'query') url = `${op.path}${qs.size ? `?${qs}` : ''}`;
    else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = qs.toString();
    }
  }
  const res = await t.app.inject({ method: op.method, url, headers, payload });
  let json: unknown;
  try {
    json = JSON.parse(res.payload);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, text: res.payload, json };
}

/** Each call its own millisecond within the date window (a POST signature is taken once), apart from the harness's. */
export function dateSequence(t: TestApp, offsetMs = -240_000) {
  let last = 0;
  return () => {
    const base = t.clock.now().getTime() + offsetMs;
    last = Math.max(last + 1, base);
    return last;
  };
}

/** Is this the envelope {errorCode: number, errorMsg: string, data} and nothing else? */
export const isEnvelope = (j: unknown): j is { errorCode: number; errorMsg: string; data: unknown } =>
  typeof j === 'object' &&
  j !== null &&
  !Array.isArray(j) &&
  Object.keys(j).sort().join() === 'data,errorCode,errorMsg' &&
  typeof (j as { errorCode: unknown }).errorCode === 'number' &&
  typeof (j as { errorMsg: unknown }).errorMsg === 'string';
