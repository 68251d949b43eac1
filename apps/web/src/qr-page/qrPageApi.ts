// The page's one call: GET /api/qrcode/show, signed like every call of the console (spec §7: date, appId,
// signature; the same public app credentials), in the holder's language (`language` header, and the browser's
// Accept-Language list). Without the console's client, i18next or toasts, so the page stays tiny.
import { HEADERS, signRequest } from '@lockconsole/shared/http/signature';
import type { ShowQrcodeResult } from '@lockconsole/shared/qrcode/show';
import { API_PREFIX, APP_ID, APP_SECRET } from '../lib/api/config';

export type ShowAnswer = { errorCode: number | undefined; errorMsg: string; data: ShowQrcodeResult | null };

let lastDate = 0;

export async function fetchShow(
  token: string,
  language: string,
  skew: number,
): Promise<ShowAnswer & { dateHeader: string | null }> {
  const path = `${API_PREFIX}/qrcode/show`;
  lastDate = Math.max(Date.now() + skew, lastDate + 1);
  const params = { token, date: String(lastDate) };
  const headers: Record<string, string> = {
    [HEADERS.appId]: APP_ID,
    [HEADERS.appSecret]: APP_SECRET,
    [HEADERS.signature]: signRequest(APP_SECRET, APP_ID, path, params),
    [HEADERS.language]: language,
    'Accept-Language': (navigator.languages?.length ? navigator.languages : [navigator.language]).join(','),
  };
  const res = await fetch(`${path}?${new URLSearchParams(params).toString()}`, {
    headers,
    cache: 'no-store',
    credentials: 'omit',
  });
  const dateHeader = res.headers.get('date');
  let body: Partial<ShowAnswer> | null = null;
  try {
    body = (await res.json()) as Partial<ShowAnswer>;
  } catch {
    body = null;
  }
  return {
    errorCode: typeof body?.errorCode === 'number' ? body.errorCode : undefined,
    errorMsg: body?.errorMsg ?? '',
    data: body?.data ?? null,
    dateHeader,
  };
}
