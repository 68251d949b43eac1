// What the pipeline refuses before a schema sees the values (hardening #21 items 4 and 5): one value per name (a
// repeated name is refused, not silently reduced to one), numbers written as plain decimals only (no `true`, hex,
// octal, binary, exponents, spaces or NaN — zod's coercion would take them), and no control characters in any text,
// nested JSON included (NUL would reach PostgreSQL as a 500). Each problem is a field error in the caller's language.
import type { z } from 'zod';

export type RawProblem = { field: string; key: string };

const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;
/** C0 controls but tab, line feed and carriage return; DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

type Def = {
  type?: string;
  coerce?: boolean;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (s: unknown): Def => ((s as { _zod?: { def?: Def } })._zod?.def ?? {}) as Def;

/**
 * The schema that first meets a raw value, with wrappers taken off: optional / default / nullable, and pipes —
 * `z.preprocess(f, s)` (a transform piped into s: s decides; the shared `optional()` is one) and `a.pipe(b)` (a
 * decides, e.g. `oneOfInt`: a coerced number piped into literals).
 */
function unwrapped(s: z.ZodType | undefined): Def {
  let d = defOf(s);
  for (let i = 0; i < 16; i++) {
    if (d.innerType && ['optional', 'default', 'nullable', 'prefault', 'catch', 'readonly'].includes(d.type ?? '')) {
      d = defOf(d.innerType);
    } else if (d.type === 'pipe' && d.in) {
      d = defOf(defOf(d.in).type === 'transform' ? d.out : d.in);
    } else break;
  }
  return d;
}

const numberFieldsOf = new WeakMap<z.ZodType, Set<string>>();

/** Fields of an object schema whose values are coerced numbers (worked out once per schema). */
function numberFields(schema: z.ZodType): Set<string> {
  let known = numberFieldsOf.get(schema);
  if (!known) numberFieldsOf.set(schema, (known = findNumberFields(schema)));
  return known;
}

function findNumberFields(schema: z.ZodType): Set<string> {
  // An object schema, or one behind a pipe (an object-level transform).
  const shape = unwrapped(schema).shape ?? {};
  return new Set(
    Object.entries(shape)
      .filter(([, s]) => {
        const d = unwrapped(s);
        return d.type === 'number' && d.coerce === true;
      })
      .map(([k]) => k),
  );
}

/**
 * Refuses repeated names; a number that is not a plain decimal becomes NaN, so the field's own schema refuses it with
 * its own message (e.g. the auto-lock rule); an empty number is taken as absent.
 */
export function checkRawInput(schema: z.ZodType, params: Record<string, unknown>): RawProblem[] {
  const numbers = numberFields(schema);
  const problems: RawProblem[] = [];
  for (const [field, v] of Object.entries(params)) {
    if (Array.isArray(v)) {
      problems.push({ field, key: 'validation.invalid' });
      continue;
    }
    if (!numbers.has(field)) continue;
    // Empty (or JSON null) is absent, as the shared `optional()` takes it.
    if (v === '' || v === null) delete params[field];
    else if (typeof v === 'string' ? !DECIMAL.test(v) : typeof v !== 'number' || !Number.isFinite(v)) {
      params[field] = Number.NaN;
    }
  }
  return problems;
}

/** True where the parsed value holds a number that the JSON text held as something else (`[[1]]`, `["1"]`, `true`). */
function coercedInside(raw: unknown, parsed: unknown, depth = 0): boolean {
  // An absent value the schema filled in (a default) is not a coercion.
  if (typeof parsed === 'number') return raw !== undefined && typeof raw !== 'number';
  if (depth > 8 || parsed === null || typeof parsed !== 'object' || raw === null || typeof raw !== 'object')
    return false;
  if (Array.isArray(parsed)) {
    return !Array.isArray(raw) || parsed.some((p, i) => coercedInside(raw[i], p, depth + 1));
  }
  return Object.entries(parsed).some(([k, p]) => coercedInside((raw as Record<string, unknown>)[k], p, depth + 1));
}

/** JSON-text fields (lists, periods …) whose numbers were not numbers in the JSON: refused like a top-level one. */
export function coercedJsonFields(params: Record<string, unknown>, parsed: Record<string, unknown>): RawProblem[] {
  const problems: RawProblem[] = [];
  for (const [field, v] of Object.entries(params)) {
    if (typeof v !== 'string' || !/^\s*[[{]/.test(v) || !(field in parsed)) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(v);
    } catch {
      continue; // the schema already said so
    }
    if (coercedInside(raw, parsed[field])) problems.push({ field, key: 'validation.number' });
  }
  return problems;
}

/** The first control character in any text of the parsed input, with the top-level field that holds it. */
export function controlCharField(value: unknown, field = 'request', depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? field : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const hit = controlCharField(v, depth === 0 ? k : field, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}
