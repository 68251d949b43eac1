// One person using the console through the load balancer while nodes die and restart: signs in, reads lists, opens
// locks remotely, issues passcodes and sends ekeys. Keeps every answer, sorted: done, refused by the product (an
// answer in the envelope, e.g. a lock that is busy), a clean "try again" (HTTP 502/503/504 with the envelope,
// errorCode 10015), and anything else — no JSON, a cut connection — which the cluster test counts as a defect.
import { signRequest, type ParamValue } from '../packages/shared/src/http/signature';

export type Answer = {
  path: string;
  status: number;
  /** Parsed envelope, or undefined when the body was not one. */
  body?: { errorCode: number; errorMsg: string; data: Record<string, unknown> | null };
  /** The request never got a whole HTTP answer (connection refused or cut). */
  cut?: string;
  /** When it was cut (ms). */
  at?: number;
};

export const RETRYABLE = 10015;

export class ConsoleUser {
  token: string | undefined;
  readonly answers: Answer[] = [];
  readonly passcodeIds: number[] = [];
  readonly ekeyIds: number[] = [];
  unlocks = 0;
  private lastDate = 0;
  private sent = 0;

  constructor(
    readonly baseUrl: string,
    readonly account: string,
    readonly password: string,
    readonly lockIds: number[],
    /** The browser's device id: one the account has used before (no new-device code). */
    readonly deviceId: string,
  ) {}

  async call(method: 'GET' | 'POST', p: string, params: Record<string, ParamValue> = {}): Promise<Answer> {
    const full = `/api${p}`;
    this.lastDate = Math.max(Date.now(), this.lastDate + 1);
    const q: Record<string, string> = {};
    for (const [k, v] of Object.entries({ date: this.lastDate, ...params })) {
      if (v !== null && v !== undefined) q[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
    const headers: Record<string, string> = {
      appid: 'lockconsole-web',
      language: 'en',
      signature: signRequest('lockconsole-web-public-secret', 'lockconsole-web', full, q),
      ...(this.token ? { accesstoken: this.token } : {}),
    };
    const qs = new URLSearchParams(q).toString();
    let a: Answer;
    try {
      const res = await fetch(`${this.baseUrl}${full}${method === 'GET' ? `?${qs}` : ''}`, {
        method,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
        body: method === 'POST' ? qs : undefined,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      let body: Answer['body'];
      try {
        const j = JSON.parse(text) as Answer['body'];
        if (j && typeof j.errorCode === 'number') body = j;
      } catch {
        // not an envelope
      }
      a = { path: p, status: res.status, body };
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      a = {
        path: p,
        status: 0,
        cut: `${(err as Error).message}: ${cause?.code ?? cause?.message ?? '?'}`,
        at: Date.now(),
      };
    }
    this.answers.push(a);
    return a;
  }

  async login() {
    const a = await this.call('POST', '/user/login', {
      account: this.account,
      password: this.password,
      deviceId: this.deviceId,
    });
    if (a.body?.errorCode === 0) this.token = String(a.body.data!.accessToken);
    return a;
  }

  /** One step of a person's work, chosen by `roll` (0–1). */
  async step(roll: number) {
    const lockId = this.lockIds[Math.floor(Math.random() * this.lockIds.length)]!;
    if (roll < 0.05 || !this.token) return this.login();
    if (roll < 0.35) return this.call('GET', '/lock/list', { pageNo: 1, pageSize: 20 });
    if (roll < 0.45) return this.call('GET', '/lock/listKeyboardPwd', { lockId, pageNo: 1, pageSize: 20 });
    if (roll < 0.7) {
      this.unlocks++;
      return this.call('POST', '/lock/unlock', { lockId });
    }
    if (roll < 0.85) {
      const a = await this.call('POST', '/keyboardPwd/get', { lockId, keyboardPwdType: 2 });
      if (a.body?.errorCode === 0) this.passcodeIds.push(Number(a.body.data!.keyboardPwdId));
      return a;
    }
    const a = await this.call('POST', '/key/send', {
      lockId,
      receiverUsername: `guest${++this.sent}.${this.account}`,
      createUser: 1,
      keyName: `Guest ${this.sent}`,
      validityType: 1,
    });
    if (a.body?.errorCode === 0) this.ekeyIds.push(Number(a.body.data!.keyId));
    return a;
  }
}
