// Password rules of spec §5, one definition for server and forms. Returns i18n keys, never text.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

const WHITESPACE = /[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/u;
/** Printable ASCII other than space: digits, letters and the symbols !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~ */
const ALLOWED = /^[\x21-\x7e]*$/;

export function passwordProblem(pw: string): string | undefined {
  if (WHITESPACE.test(pw)) return 'validation.password.spaces';
  if (!ALLOWED.test(pw)) return 'validation.password.invalidChars';
  if (pw.length < PASSWORD_MIN || pw.length > PASSWORD_MAX) return 'validation.password.length';
  const classes = [/[0-9]/, /[A-Za-z]/, /[^0-9A-Za-z]/].filter((r) => r.test(pw)).length;
  if (classes < 2) return 'validation.password.rule';
  return undefined;
}
