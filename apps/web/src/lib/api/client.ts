// The one HTTP client of the console (spec §7): signed GET (query) / POST (form) calls, unsigned multipart
// uploads, answer handling of §8 with toasts. Features wrap it in one function per endpoint.
import { HEADERS, signRequest } from '@lockconsole/shared/http/signature';
import { i18n } from '../i18n/i18n';
import { appState } from '../session/appState';
import { ACCESS_TOKEN_COOKIE, readCookie, setLogoutMarker } from '../session/cookies';
import { sessionExpired } from '../session/expiry';
import { toast } from '../toast';
import { ApiError } from './ApiError';
import { API_PREFIX, APP_ID, APP_SECRET } from './config';
import { classifyAnswer, classifyStatus, type Outcome } from './outcome';
import { prepareParams, type Params, nextDate } from './params';

export type CallOptions = {
  /** -4/-2000 log the user out (default). False: they are an ordinary failure. */
  allowLogout?: boolean;
  /** No error toast: the caller shows the problem itself (e.g. inline in a form). */
  silent?: boolean | ((e: ApiError) => boolean);
  /** Toast on success: true for "Operation succeeded", or an i18n key. */
  successToast?: boolean | string;
};

export function outcomeText(o: Outcome): string {
  if (o.serverMessage && o.type === 'failed') return o.serverMessage;
  return i18n.t(o.messageKey ?? 'common.api.failed', o.params);
}

function baseHeaders(): Record<string, string> {
  const h: Record<string, string> = {
    [HEADERS.appId]: APP_ID,
    [HEADERS.language]: i18n.language || 'en',
  };
  const pkg = appState.get().site?.packageName;
  if (pkg) h[HEADERS.packageName] = pkg;
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  if (token) h[HEADERS.accessToken] = token;
  return h;
}

/** Spec §4: an answer that ended at another address sends the browser there; the site root marks a logout. */
function followRedirect(target: string): Outcome {
  const url = new URL(target, window.location.href);
  if (url.pathname === '/' || url.pathname === '') setLogoutMarker();
  window.location.assign(url.href);
  return { type: 'serverRedirect', messageKey: 'common.api.redirect' };
}

async function execute<T>(url: string, init: RequestInit, opts: CallOptions): Promise<T> {
  let outcome: Outcome;
  try {
    const res = await fetch(url, { ...init, cache: 'no-store', credentials: 'same-origin' });
    const requested = new URL(url, window.location.href).pathname;
    if (res.redirected && new URL(res.url).pathname !== requested) {
      outcome = followRedirect(res.url);
    } else {
      outcome =
        classifyStatus(res.status) ?? classifyAnswer(await readBody(res), { allowLogout: opts.allowLogout ?? true });
    }
  } catch (e) {
    outcome = classifyStatus(0, e instanceof Error ? e.message : String(e))!;
  }
  return settle<T>(outcome, opts);
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function settle<T>(outcome: Outcome, opts: CallOptions): T {
  if (outcome.type === 'success') {
    if (opts.successToast) {
      toast.success(i18n.t(typeof opts.successToast === 'string' ? opts.successToast : 'common.api.success'));
    }
    return outcome.data as T;
  }
  const error = new ApiError(outcome, outcomeText(outcome));
  if (outcome.type === 'logout') {
    if (appState.get().user) sessionExpired();
    throw error;
  }
  if (outcome.type === 'serverRedirect') {
    // A 301/302 status (not followed by the browser) means "go to login" (spec §8).
    if (outcome.status) sessionExpired();
    throw error;
  }
  const silent = typeof opts.silent === 'function' ? opts.silent(error) : opts.silent;
  if (!silent) toast.error(error.message);
  throw error;
}

export function apiGet<T>(path: string, params: Params = {}, opts: CallOptions = {}): Promise<T> {
  const full = API_PREFIX + path;
  const prepared = prepareParams(params, nextDate());
  const headers = {
    ...baseHeaders(),
    [HEADERS.appSecret]: APP_SECRET,
    [HEADERS.signature]: signRequest(APP_SECRET, APP_ID, full, prepared),
  };
  const qs = new URLSearchParams(prepared).toString();
  return execute<T>(`${full}?${qs}`, { method: 'GET', headers }, opts);
}

export function apiPost<T>(path: string, params: Params = {}, opts: CallOptions = {}): Promise<T> {
  const full = API_PREFIX + path;
  const prepared = prepareParams(params, nextDate());
  const headers = {
    ...baseHeaders(),
    [HEADERS.appSecret]: APP_SECRET,
    [HEADERS.signature]: signRequest(APP_SECRET, APP_ID, full, prepared),
    'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
  };
  return execute<T>(full, { method: 'POST', headers, body: new URLSearchParams(prepared).toString() }, opts);
}

/** Multipart upload: no signature (spec §7); the session cookie and SameSite=Lax protect it. */
export function apiUpload<T>(path: string, form: FormData, opts: CallOptions = {}): Promise<T> {
  form.set('date', String(nextDate()));
  return execute<T>(API_PREFIX + path, { method: 'POST', headers: baseHeaders(), body: form }, opts);
}
