// The list of a bulk import as pasted or uploaded: one card a line, "number,name" (comma, semicolon or tab; the rest
// of the line is the name, which may be quoted, "" inside quotes being one quote), blank lines ignored, a first line without any digit taken as a
// header. Each line is checked with the shared rules (cardNumberParam, credentialNameParam); a number given twice
// is flagged on its later lines. Pure: problems are i18n keys.
import { cardNumberParam } from '@lockconsole/shared/card/card';
import { IMPORT_MAX_CARDS } from '@lockconsole/shared/card/issue';
import { credentialNameParam } from '@lockconsole/shared/credential/credential';

export type ImportLine = {
  /** 1-based line of the text. */
  line: number;
  cardNumber: string;
  cardName: string;
  /** i18n key; absent = the line is imported. */
  problem?: string;
};

export type ImportList = {
  lines: ImportLine[];
  /** The lines without a problem, as the request takes them. */
  cards: { cardNumber: string; cardName: string }[];
  /** i18n key of a problem of the whole list (none, or more than the import takes). */
  listProblem?: string;
};

/** A field without the quotes around it ("" inside quotes is one quote). */
const unquote = (f: string) => {
  const t = f.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"').trim() : t;
};

/** Number and name of one line: split at the first separator outside quotes; the rest of the line is the name. */
export function splitLine(text: string): [string, string] {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t'))
      return [unquote(text.slice(0, i)), unquote(text.slice(i + 1))];
  }
  return [unquote(text), ''];
}

const numberRule = cardNumberParam();
const nameRule = credentialNameParam();

export function parseImportList(text: string): ImportList {
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const lines: ImportLine[] = [];
  const seen = new Set<string>();
  raw.forEach((content, i) => {
    if (!content.trim()) return;
    const [number, name] = splitLine(content);
    if (lines.length === 0 && !/\d/.test(content)) return; // a header line
    const line: ImportLine = { line: i + 1, cardNumber: number, cardName: name };
    const n = numberRule.safeParse(number);
    const nm = nameRule.safeParse(name);
    if (!n.success) line.problem = n.error.issues[0]?.message ?? 'validation.card.number';
    else if (!nm.success) line.problem = nm.error.issues[0]?.message ?? 'validation.credential.name';
    else {
      const key = n.data.replace(/^0+(?=\d)/, '');
      if (seen.has(key)) line.problem = 'cards.import.duplicate';
      seen.add(key);
      line.cardNumber = n.data;
      line.cardName = nm.data;
    }
    lines.push(line);
  });
  const cards = lines.filter((l) => !l.problem).map((l) => ({ cardNumber: l.cardNumber, cardName: l.cardName }));
  const listProblem = cards.length === 0 || cards.length > IMPORT_MAX_CARDS ? 'validation.card.importList' : undefined;
  return { lines, cards, listProblem };
}
