// The two file formats of an export behind one interface: rows go in (text, numbers, instants), a file comes out
// in pieces through a sink. xlsx: a streamed worksheet with a styled, frozen header row, column widths and real
// date cells (a date format, the value in the user's time zone); CSV: UTF-8 with a byte order mark (spreadsheet
// programs read it as UTF-8), RFC 4180 quoting, dates as "YYYY-MM-DD HH:mm:ss" in the user's time zone, and text
// that a spreadsheet would run as a formula (=, +, -, @ first) prefixed with an apostrophe.
import { createZipWriter, type Sink } from './zip-stream';

/** A date column's value is an instant in ms; null is an empty cell. */
export type Cell = string | number | null;
export type ExportColumn = { title: string; width: number; kind: 'text' | 'date' | 'number' };
export type TableWriter = { rows(rows: Cell[][]): Promise<void>; end(): Promise<void> };
export type TableOptions = { sheetName: string; columns: ExportColumn[]; timeZone: string };

/** ms of the wall clock in `timeZone` at `ms`, read as if it were UTC (cached per quarter hour). */
export function wallClock(timeZone: string): (ms: number) => number {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();
  return (ms) => {
    const bucket = Math.floor(ms / 900_000);
    let off = offsets.get(bucket);
    if (off === undefined) {
      const at = bucket * 900_000;
      const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, Number(x.value)]));
      off = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
      if (offsets.size > 50_000) offsets.clear();
      offsets.set(bucket, off);
    }
    return ms + off;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatWall = (wallMs: number) => {
  const d = new Date(wallMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

// ---- CSV

const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const defused = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

export async function createCsvWriter(out: Sink, o: TableOptions): Promise<TableWriter> {
  const wall = wallClock(o.timeZone);
  const kinds = o.columns.map((c) => c.kind);
  await out(Buffer.from('\uFEFF' + o.columns.map((c) => csvField(c.title)).join(',') + '\r\n', 'utf8'));
  return {
    async rows(rows) {
      let text = '';
      for (const row of rows) {
        text +=
          row
            .map((v, i) => {
              if (v === null || v === '') return '';
              if (kinds[i] === 'date') return formatWall(wall(Number(v)));
              if (kinds[i] === 'number') return String(v);
              return csvField(defused(String(v)));
            })
            .join(',') + '\r\n';
      }
      if (text) await out(Buffer.from(text, 'utf8'));
    },
    async end() {},
  };
}

// ---- xlsx

// eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot hold
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xml = (s: string) =>
  s.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export const columnName = (i: number): string =>
  (i < 26 ? '' : columnName(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/** Excel's serial day number of a wall-clock time (days since 1899-12-30). */
const serial = (wallMs: number) => wallMs / 86_400_000 + 25_569;

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES =
  HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';
const ROOT_RELS =
  HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
/** Style 1: the header (bold on light grey, a bottom border); style 2: date and time; style 3: whole numbers. */
const STYLES =
  HEAD +
  `<styleSheet xmlns="${NS}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFE8E8E8"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
  '<border><left/><right/><top/><bottom style="thin"><color rgb="FF999999"/></bottom><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** A sheet name Excel takes: ≤ 31 characters, none of []:*?/\. */
const sheetName = (s: string) =>
  s
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

export async function createXlsxWriter(out: Sink, o: TableOptions): Promise<TableWriter> {
  const zip = createZipWriter(out);
  const wall = wallClock(o.timeZone);
  const letters = o.columns.map((_, i) => columnName(i));
  await zip.add('[Content_Types].xml', CONTENT_TYPES);
  await zip.add('_rels/.rels', ROOT_RELS);
  await zip.add(
    'xl/workbook.xml',
    HEAD +
      `<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
      `<sheets><sheet name="${xml(sheetName(o.sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  await zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  await zip.add('xl/styles.xml', STYLES);
  const sheet = await zip.stream('xl/worksheets/sheet1.xml');
  const cols = o.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = o.columns
    .map((c, i) => `<c r="${letters[i]}1" t="inlineStr" s="1"><is><t>${xml(c.title)}</t></is></c>`)
    .join('');
  await sheet.write(
    HEAD +
      `<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">` +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
  );
  let r = 1;
  return {
    async rows(rows) {
      let text = '';
      for (const row of rows) {
        r++;
        text += `<row r="${r}">`;
        row.forEach((v, i) => {
          if (v === null || v === '') return;
          const ref = `${letters[i]}${r}`;
          const kind = o.columns[i]?.kind;
          if (kind === 'date') text += `<c r="${ref}" s="2"><v>${serial(wall(Number(v)))}</v></c>`;
          else if (kind === 'number' && typeof v === 'number') text += `<c r="${ref}" s="3"><v>${v}</v></c>`;
          else text += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(String(v))}</t></is></c>`;
        });
        text += '</row>';
      }
      if (text) await sheet.write(text);
    },
    async end() {
      await sheet.write('</sheetData></worksheet>');
      await sheet.end();
      await zip.finish();
    },
  };
}

export const createTableWriter = (format: 'xlsx' | 'csv', out: Sink, o: TableOptions) =>
  format === 'xlsx' ? createXlsxWriter(out, o) : createCsvWriter(out, o);
