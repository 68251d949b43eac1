// HTTP side of the TTLock conformance check: the token endpoint and `/v3` calls as TTLock clients send them
// (form-encoded, auth in the query or the body), with global fetch only. Every answer must be HTTP 200 JSON.
import { createHash } from 'node:crypto';
import { Failure, Unreachable } from './runner';
import { trim, type Json } from './shape';

export type { Json };
export type Params = Record<string, string | number | undefined>;
export type CallOptions = {
  /** POST (default) sends a form body, GET puts every parameter in the query. */
  method?: 'GET' | 'POST';
  /** POST only: clientId/accessToken/date in the query, the rest in the body (the Home Assistant client). */
  split?: boolean;
  /** Overrides of the auth parameters; `undefined` drops one. */
  auth?: Params;
  /** Accept a JSON answer whatever its HTTP status (only for the unknown-path check). */
  anyStatus?: boolean;
};

export type Options = {
  base: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  lockId?: number;
  writes: boolean;
};

/** What earlier checks learnt, for the later ones. */
export type Ctx = {
  api: Api;
  opts: Options;
  locks?: Json[];
  lockId?: number;
  /** The chosen lock's lock/list item, when it is in the account's lock/list. */
  lockItem?: Json;
  detail?: Json;
  gateways?: Json[];
};

const TIMEOUT_MS = 30_000;

export const md5 = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex');

function form(params: Params): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out.append(k, String(v));
  return out;
}

export class Api {
  accessToken?: string;
  refreshToken?: string;

  constructor(
    readonly base: string,
    readonly clientId: string,
  ) {}

  /** POST /oauth2/token with the parameters in the form body, or in the query when `inQuery`. */
  token(params: Params, inQuery = false): Promise<Json> {
    return inQuery
      ? this.send('POST', '/oauth2/token', form(params))
      : this.send('POST', '/oauth2/token', '', form(params));
  }

  /** A `/v3` call carrying clientId, accessToken and date (ms) unless overridden by `opts.auth`. */
  call(path: string, params: Params = {}, opts: CallOptions = {}): Promise<Json> {
    const auth: Params = { clientId: this.clientId, accessToken: this.accessToken, date: Date.now(), ...opts.auth };
    const method = opts.method ?? 'POST';
    const any = opts.anyStatus ?? false;
    if (method === 'GET') return this.send('GET', path, form({ ...auth, ...params }), undefined, any);
    if (opts.split) return this.send('POST', path, form(auth), form(params), any);
    return this.send('POST', path, '', form({ ...auth, ...params }), any);
  }

  private async send(
    method: string,
    path: string,
    query: URLSearchParams | '',
    body?: URLSearchParams,
    anyStatus = false,
  ): Promise<Json> {
    const qs = query.toString();
    const url = `${this.base}${path}${qs ? `?${qs}` : ''}`;
    const shown = `${method} ${path}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
        body: body?.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      if (e instanceof Error && e.name === 'TimeoutError')
        throw new Failure(`${shown}: no answer within ${TIMEOUT_MS / 1000} s`);
      throw new Unreachable(`cannot reach ${this.base}${path} (${networkCause(e)}); is the server running at --base?`);
    }
    const text = await res.text().catch(() => '');
    if (res.status !== 200 && !anyStatus)
      throw new Failure(`${shown}: HTTP ${res.status} (the contract answers HTTP 200): ${trim(text)}`);
    const type = res.headers.get('content-type') ?? '(none)';
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Failure(`${shown}: answer is not JSON (content-type ${type}): ${trim(text)}`);
    }
    // aiohttp (the Home Assistant client) refuses resp.json() on any other content type.
    if (!/^application\/json\b/i.test(type)) throw new Failure(`${shown}: content-type ${type}, not application/json`);
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      throw new Failure(`${shown}: answer is not a flat JSON object: ${trim(text)}`);
    return json as Json;
  }
}

function networkCause(e: unknown): string {
  const cause = e instanceof Error ? (e.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (e instanceof Error ? e.message : String(e));
}
