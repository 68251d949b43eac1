// Assertions on answer shapes, with messages that name the field, the type wanted and the value seen.
// A spec maps a field to kinds joined by `|`, a trailing `?` meaning "may be absent":
// int, number, string, hex (a string of hex digits), array, object, null.
import { Failure } from './runner';

export type Json = Record<string, unknown>;
export type Spec = Record<string, string>;

const MAX_PROBLEMS = 5;

/** A value as text, cut to `max` characters. */
export function trim(value: unknown, max = 300): string {
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  const one = (s ?? String(value)).replace(/\s+/g, ' ');
  return one.length > max ? `${one.slice(0, max)}…` : one;
}

/** What a value is, for a message: `string "12"`, `number 1.5`, `null`, `array(3)`, `missing`. */
export function seen(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return `array(${v.length})`;
  if (typeof v === 'object') return 'object';
  return `${typeof v} ${trim(JSON.stringify(v), 40)}`;
}

function isKind(v: unknown, kind: string): boolean {
  switch (kind) {
    case 'int':
      return Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'hex':
      return typeof v === 'string' && /^[0-9a-fA-F]+$/.test(v);
    case 'array':
      return Array.isArray(v);
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'null':
      return v === null;
    default:
      throw new Error(`unknown kind ${kind} in a spec`);
  }
}

/** The problems of `obj` against `spec`, each prefixed with `where` (e.g. `list[0].`). */
export function problemsOf(obj: Json, spec: Spec, where = ''): string[] {
  const out: string[] = [];
  for (const [field, want] of Object.entries(spec)) {
    const optional = want.endsWith('?');
    const kinds = want.replace(/\?$/, '').split('|');
    const v = obj[field];
    if (v === undefined && optional) continue;
    if (!kinds.some((k) => isKind(v, k))) out.push(`${where}${field}: expected ${kinds.join(' or ')}, got ${seen(v)}`);
  }
  return out;
}

/** Throws one Failure listing `problems` (the first few) and the answer that had them. */
export function fail(problems: string[], answer: unknown): never {
  const more = problems.length > MAX_PROBLEMS ? ` (and ${problems.length - MAX_PROBLEMS} more)` : '';
  throw new Failure(`${problems.slice(0, MAX_PROBLEMS).join('; ')}${more} — answer: ${trim(answer)}`);
}

/** A data answer: an errcode other than 0 fails with it, instead of a list of missing fields. */
export function expectData(ans: Json, what: string): void {
  if (ans.errcode !== undefined && ans.errcode !== 0)
    throw new Failure(
      `errcode ${String(ans.errcode)} (${String(ans.errmsg ?? '')}) instead of ${what} — answer: ${trim(ans)}`,
    );
}

export function expectShape(ans: Json, spec: Spec, what: string): void {
  expectData(ans, what);
  const problems = problemsOf(ans, spec);
  if (problems.length) fail(problems, ans);
}

/** Every item of `list` against `spec`, plus `extra` per item (more problems, or none). */
export function expectItems(
  list: Json[],
  spec: Spec,
  answer: unknown,
  extra?: (item: Json, where: string) => string[],
) {
  const problems: string[] = [];
  list.forEach((item, i) => {
    const where = `list[${i}].`;
    if (!isKind(item, 'object')) problems.push(`list[${i}]: expected object, got ${seen(item)}`);
    else problems.push(...problemsOf(item, spec, where), ...(extra?.(item, where) ?? []));
  });
  if (problems.length)
    fail(problems, list.length > 1 ? { list: list.slice(0, 2), '…': `${list.length} items` } : answer);
}

/** The paging fields (`list, pageNo, pageSize, pages, total`); returns the list. */
export function expectPage(ans: Json, pageNo: number, maxPageSize: number): Json[] {
  expectShape(ans, { list: 'array', pageNo: 'int', pageSize: 'int', pages: 'int', total: 'int' }, 'a page');
  const list = ans.list as Json[];
  const size = ans.pageSize as number;
  const problems: string[] = [];
  if (ans.pageNo !== pageNo) problems.push(`pageNo: expected ${pageNo} (as asked), got ${seen(ans.pageNo)}`);
  if (size < 1 || size > maxPageSize) problems.push(`pageSize: expected 1..${maxPageSize} (clamped), got ${size}`);
  if (list.length > size) problems.push(`list has ${list.length} items, more than pageSize ${size}`);
  if ((ans.total as number) < 0 || (ans.pages as number) < 0) problems.push('pages/total negative');
  if (problems.length) fail(problems, { ...ans, list: `array(${list.length})` });
  return list;
}

/** An error answer: HTTP 200 (checked by the client) with an errcode that `ok` accepts. */
export function expectErrcode(ans: Json, ok: (code: number) => boolean, wanted: string): void {
  const code = ans.errcode;
  if (typeof code !== 'number') fail([`errcode: expected ${wanted}, got ${seen(code)}`], ans);
  if (!ok(code)) fail([`errcode: expected ${wanted}, got ${code}`], ans);
}

/** An action success: `errcode: 0` must be there (one client treats a success without it as a failure). */
export function expectOk(ans: Json): void {
  if (ans.errcode !== 0)
    fail([`errcode: expected 0, got ${seen(ans.errcode)}${ans.errmsg ? ` (${String(ans.errmsg)})` : ''}`], ans);
}
