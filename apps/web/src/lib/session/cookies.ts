// Cookies the browser code may touch: the session token (read only, when not HttpOnly) and the
// redirect marker of spec §4 (a logout seen as a redirect to the site root; expiry 30 days).
export const ACCESS_TOKEN_COOKIE = 'ACCESS_TOKEN';
export const LOGOUT_MARKER_COOKIE = 'LC_LOGOUT_REDIRECT';
/** Spec §9: "the redirect-marker cookie expiry is 30" — days, as the cookie libraries of the original count. */
export const LOGOUT_MARKER_DAYS = 30;

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function setLogoutMarker(): void {
  document.cookie = `${LOGOUT_MARKER_COOKIE}=1; path=/; max-age=${LOGOUT_MARKER_DAYS * 86400}; SameSite=Lax`;
}

/** True once when the marker is present; removes it. */
export function consumeLogoutMarker(): boolean {
  if (readCookie(LOGOUT_MARKER_COOKIE) === undefined) return false;
  document.cookie = `${LOGOUT_MARKER_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  return true;
}
