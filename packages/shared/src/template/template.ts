// Message templates (issue 19; spec §3 template, §5 template rules): an account's own wording for the SMS or e-mail
// that carries an ekey or a passcode. Start text, content, end text; placeholders replaced at send time. The same
// rules and the same rendering run in the console (live preview, form checks) and on the server (the stored template
// and the message sent).
import { z } from 'zod';
import { flag, paging, positiveInt } from '../schemas/common';
import { oneOfInt } from '../user/account-fields';
import { pageSchema } from '../http/envelope';

/** Spec §3 template type. */
export const TEMPLATE_TYPE = { sms: 1, email: 2 } as const;
/** Spec §3 template open method: what the message carries. */
export const OPEN_METHOD = { ekey: 1, passcode: 2 } as const;
export type TemplateType = (typeof TEMPLATE_TYPE)[keyof typeof TEMPLATE_TYPE];
export type OpenMethod = (typeof OPEN_METHOD)[keyof typeof OPEN_METHOD];

export const CONTENT_MAX = 1000;
export const EDGE_TEXT_MAX = 200;
export const TEMPLATE_NAME_MAX = 50;
/** Templates one account keeps (each type and open method together). */
export const TEMPLATES_PER_ACCOUNT = 50;

/** The keywords of spec §5, written `{room}` in a template. */
export const PLACEHOLDERS = ['room', 'passcode', 'time', 'appLink', 'unlockLink'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Which placeholders each kind of message may hold, and which it must hold (a passcode message without its code
 * is useless: spec §5; an ekey message names its lock — the platform's sender never carries free text alone). */
export const PLACEHOLDER_RULES: Record<OpenMethod, { allowed: Placeholder[]; required: Placeholder[] }> = {
  [OPEN_METHOD.ekey]: { allowed: ['room', 'appLink', 'unlockLink'], required: ['room'] },
  [OPEN_METHOD.passcode]: { allowed: ['room', 'passcode', 'time'], required: ['room', 'passcode'] },
};

const PLACEHOLDER_RE = /\{([^{}]*)\}/g;
/**
 * "No special characters" (spec §5): letters of any script, digits, spaces, line breaks and ordinary punctuation and
 * symbols are fine; markup and escape characters (< > \ ` ^ | ~), braces outside a placeholder, control characters
 * and emoji (which split an SMS into many parts and many phones show as boxes) are not.
 */
const SPECIAL_RE = /[<>\\`^|~{}\u200B-\u200F\u2028-\u202E\uFEFF]|\p{Extended_Pictographic}|(?![\n\r])\p{Cc}/u;

export type TemplateProblem =
  | { key: 'validation.template.special'; params: { char: string } }
  | { key: 'validation.template.unknownPlaceholder'; params: { name: string } }
  | { key: 'validation.template.placeholderNotAllowed'; params: { name: string } }
  | { key: 'validation.template.placeholderMissing'; params: { name: string } };

const shown = (c: string) =>
  /[\p{L}\p{N}\p{P}\p{S}]/u.test(c) ? c : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first special character of a text (its placeholders taken out), if any. */
export function specialCharOf(text: string): string | undefined {
  const m = SPECIAL_RE.exec(text.replace(PLACEHOLDER_RE, ''));
  return m ? shown(m[0]) : undefined;
}

/** Every rule a template's texts break, first problem first; none for a good template. */
export function templateProblems(
  t: { startText: string; content: string; endText: string },
  openMethod: OpenMethod,
): { field: 'startText' | 'content' | 'endText'; problem: TemplateProblem }[] {
  const out: { field: 'startText' | 'content' | 'endText'; problem: TemplateProblem }[] = [];
  const rules = PLACEHOLDER_RULES[openMethod];
  const used = new Set<string>();
  for (const field of ['startText', 'content', 'endText'] as const) {
    const text = t[field];
    const char = specialCharOf(text);
    if (char) out.push({ field, problem: { key: 'validation.template.special', params: { char } } });
    for (const [, name] of text.matchAll(PLACEHOLDER_RE)) {
      const n = name!.trim();
      if (!(PLACEHOLDERS as readonly string[]).includes(n)) {
        out.push({ field, problem: { key: 'validation.template.unknownPlaceholder', params: { name: `{${n}}` } } });
      } else if (!rules.allowed.includes(n as Placeholder)) {
        out.push({ field, problem: { key: 'validation.template.placeholderNotAllowed', params: { name: `{${n}}` } } });
      } else used.add(n);
    }
  }
  for (const name of rules.required) {
    if (!used.has(name)) {
      out.push({
        field: 'content',
        problem: { key: 'validation.template.placeholderMissing', params: { name: `{${name}}` } },
      });
    }
  }
  return out;
}

export type TemplateValues = Partial<Record<Placeholder, string>>;

/** The message a template makes: start text, content and end text on their own lines, placeholders replaced. A
 * placeholder without a value is left out (an ekey message sent where no unlock link exists). */
export function renderTemplate(
  t: { startText: string; content: string; endText: string },
  values: TemplateValues,
): string {
  const fill = (s: string) =>
    s.replace(PLACEHOLDER_RE, (_, name: string) => values[name.trim() as Placeholder] ?? '').trim();
  return [fill(t.startText), fill(t.content), fill(t.endText)].filter(Boolean).join('\n');
}

/** SMS parts a text takes: 160 / 153 characters in the GSM alphabet, 70 / 67 in UCS-2 (any other character). */
export function smsParts(text: string): number {
  const gsm = /^[A-Za-z0-9 \n\r@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/.test(
    text,
  );
  const length = [...text].length;
  if (!length) return 0;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

const text = (max: number, key: string) => z.string({ message: 'validation.required' }).trim().max(max, key);

const templateFields = {
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.template.name')
    .max(TEMPLATE_NAME_MAX, 'validation.template.name'),
  templateType: oneOfInt([TEMPLATE_TYPE.sms, TEMPLATE_TYPE.email]),
  openMethod: oneOfInt([OPEN_METHOD.ekey, OPEN_METHOD.passcode]),
  startText: text(EDGE_TEXT_MAX, 'validation.template.edgeText').default(''),
  content: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(CONTENT_MAX, 'validation.template.content'),
  endText: text(EDGE_TEXT_MAX, 'validation.template.edgeText').default(''),
  /** Show (true) or hide the sender's site — its name and console address — at the end of the message. */
  external: flag().default(true),
};

function checkTexts(
  v: { startText: string; content: string; endText: string; openMethod: number },
  ctx: z.RefinementCtx,
) {
  // zod runs this even when openMethod itself was refused (found by the fuzz: a 500): nothing more to say then.
  if (v.openMethod !== OPEN_METHOD.ekey && v.openMethod !== OPEN_METHOD.passcode) return;
  for (const { field, problem } of templateProblems(v, v.openMethod as OpenMethod)) {
    ctx.addIssue({ code: 'custom', path: [field], message: problem.key, params: problem.params });
  }
}

/** POST /template/add — a new template of the caller's (premium: message templates). */
export const addTemplateRequestSchema = z.object(templateFields).superRefine(checkTexts);
export type AddTemplateRequest = z.input<typeof addTemplateRequestSchema>;
export const addTemplateResponseSchema = z.object({ templateId: z.number().int() });

/** POST /template/update — every field again (the form sends the whole template). */
export const updateTemplateRequestSchema = z
  .object({ templateId: positiveInt(), ...templateFields })
  .superRefine(checkTexts);
export const updateTemplateResponseSchema = z.null();

/** POST /template/delete. */
export const deleteTemplateRequestSchema = z.object({ templateId: positiveInt() });
export const deleteTemplateResponseSchema = z.null();

export const templateSchema = z.object({
  templateId: z.number().int(),
  name: z.string(),
  templateType: z.number().int(),
  openMethod: z.number().int(),
  startText: z.string(),
  content: z.string(),
  endText: z.string(),
  external: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Template = z.infer<typeof templateSchema>;

/** GET /template/list — the caller's templates of one type, optionally of one open method, newest first. */
export const listTemplateRequestSchema = z.object({
  ...paging,
  templateType: oneOfInt([TEMPLATE_TYPE.sms, TEMPLATE_TYPE.email]),
  openMethod: oneOfInt([OPEN_METHOD.ekey, OPEN_METHOD.passcode]).optional(),
});
export type ListTemplateRequest = z.input<typeof listTemplateRequestSchema>;
export const listTemplateResponseSchema = pageSchema(templateSchema);
