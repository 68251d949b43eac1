// Classification of every answer (spec §7–§8), pure so it can be tested without a browser.
// Produces i18n keys or the server's own message; never shows anything itself.
import { LOGOUT_CODES, NO_PERMISSION_CODE } from '@lockconsole/shared/errors/codes';

/** Response error types of spec §3. */
export type OutcomeType =
  'success' | 'logout' | 'noProperty' | 'failed' | 'noResponse' | 'networkError' | 'emptyResult' | 'serverRedirect';

export type Outcome = {
  type: OutcomeType;
  /** errorCode of the answer, when there was one. */
  code?: number;
  /** The server's own text (errorMsg or description). */
  serverMessage?: string;
  /** i18n key to show when there is no server text. */
  messageKey?: string;
  params?: Record<string, unknown>;
  /** HTTP status when the outcome comes from it. */
  status?: number;
  data?: unknown;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** HTTP status table of spec §8. Returns null for a 2xx status (the body decides). */
export function classifyStatus(status: number, detail = ''): Outcome | null {
  if (status >= 200 && status < 300) return null;
  if (status === 0) return { type: 'networkError', status, messageKey: 'common.api.network', params: { detail } };
  if (status === 301 || status === 302) return { type: 'serverRedirect', status, messageKey: 'common.api.redirect' };
  if (status === 400) return { type: 'failed', status, messageKey: 'common.api.badParameter', params: { status } };
  if (status === 403) return { type: 'failed', status, messageKey: 'common.api.rejected' };
  if (status === 408) return { type: 'failed', status, messageKey: 'common.api.timeout' };
  if (status === 614) return { type: 'failed', status, messageKey: 'common.api.uploadExists' };
  return { type: 'failed', status, messageKey: 'common.api.serviceError', params: { status } };
}

function classifyEnvelope(body: Record<string, unknown>, allowLogout: boolean): Outcome {
  const code = typeof body.errorCode === 'number' ? body.errorCode : Number(body.errorCode ?? NaN);
  const serverText =
    (typeof body.errorMsg === 'string' && body.errorMsg) ||
    (typeof body.description === 'string' && body.description) ||
    undefined;
  const data = body.data;
  if (code === 0) return { type: 'success', code, data, serverMessage: serverText, messageKey: 'common.api.success' };
  if (LOGOUT_CODES.includes(code)) {
    return allowLogout
      ? { type: 'logout', code, data, messageKey: 'common.session.expired' }
      : { type: 'failed', code, data, serverMessage: serverText, messageKey: 'common.api.failed' };
  }
  if (code === NO_PERMISSION_CODE) return { type: 'noProperty', code, data, messageKey: 'common.api.noPermission' };
  return {
    type: 'failed',
    code: Number.isFinite(code) ? code : undefined,
    data,
    serverMessage: serverText,
    messageKey: 'common.api.failed',
  };
}

/**
 * Error-code classification of one answer body. An array answer succeeds only when it is non-empty and
 * every item succeeds; the first failing item decides otherwise. A missing answer is "request list is empty".
 */
export function classifyAnswer(body: unknown, opts: { allowLogout: boolean }): Outcome {
  if (body === null || body === undefined || body === '')
    return { type: 'noResponse', messageKey: 'common.api.emptyList' };
  if (Array.isArray(body)) {
    if (body.length === 0) return { type: 'emptyResult', messageKey: 'common.api.emptyList' };
    const items = body.map((item) => classifyAnswer(item, opts));
    const bad = items.find((o) => o.type !== 'success');
    return bad ?? { type: 'success', code: 0, data: items.map((o) => o.data), messageKey: 'common.api.success' };
  }
  if (!isRecord(body)) return { type: 'failed', messageKey: 'common.api.failed' };
  return classifyEnvelope(body, opts.allowLogout);
}
