// A minimal client of the console's HTTP API for the simulator CLI and the bench: signed calls (the web
// client's public app id/secret by default), login, pairing codes, adding locks, remote unlock.
import { signRequest, type ParamValue } from '@lockconsole/shared/http/signature';

export type Envelope<T> = { errorCode: number; errorMsg: string; data: T };

export function consoleClient(o: { serverUrl: string; appId?: string; appSecret?: string; token?: string }) {
  const appId = o.appId ?? 'lockconsole-web';
  const appSecret = o.appSecret ?? 'lockconsole-web-public-secret';
  let token = o.token;
  // Each call a later millisecond: the server takes a signed write once only (a repeat is a replay, 10014).
  let lastDate = 0;

  async function call<T>(
    method: 'GET' | 'POST',
    p: string,
    params: Record<string, ParamValue> = {},
  ): Promise<Envelope<T>> {
    const full = `/api${p}`;
    const q: Record<string, string> = {};
    lastDate = Math.max(Date.now(), lastDate + 1);
    for (const [k, v] of Object.entries({ date: lastDate, ...params })) {
      if (v !== null && v !== undefined) q[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
    const headers: Record<string, string> = {
      appid: appId,
      language: 'en',
      signature: signRequest(appSecret, appId, full, q),
      ...(token ? { accesstoken: token } : {}),
    };
    const qs = new URLSearchParams(q).toString();
    const res = await fetch(`${o.serverUrl.replace(/\/$/, '')}${full}${method === 'GET' ? `?${qs}` : ''}`, {
      method,
      headers: method === 'POST' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      body: method === 'POST' ? qs : undefined,
    });
    return (await res.json()) as Envelope<T>;
  }

  async function ok<T>(method: 'GET' | 'POST', p: string, params: Record<string, ParamValue> = {}): Promise<T> {
    const r = await call<T>(method, p, params);
    if (r.errorCode !== 0) throw new Error(`${p}: ${r.errorMsg} (${r.errorCode})`);
    return r.data;
  }

  return {
    call,
    ok,
    get token() {
      return token;
    },
    async login(account: string, password: string) {
      const d = await ok<{ accessToken: string }>('POST', '/user/login', { account, password });
      token = d.accessToken;
      return token;
    },
    pairingCode: async () => (await ok<{ pairingCode: string }>('POST', '/gateway/createPairingCode')).pairingCode,
    nearbyLocks: async () =>
      (await ok<{ list: { lockMac: string; gatewayId: number; rssi: number }[] }>('GET', '/gateway/listNearbyLock'))
        .list,
    initLock: (lockMac: string, lockAlias?: string) =>
      call<{ lockId: number | null; state: number }>('POST', '/gateway/initLock', { lockMac, lockAlias }),
    unlock: (lockId: number) => call<{ state: number }>('POST', '/lock/unlock', { lockId }),
    lock: (lockId: number) => call<{ state: number }>('POST', '/lock/lock', { lockId }),
  };
}

export type ConsoleClient = ReturnType<typeof consoleClient>;
