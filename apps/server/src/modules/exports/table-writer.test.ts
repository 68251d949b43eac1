// The export files read back by independent readers: exceljs opens the streamed xlsx (headers, styles, frozen row,
// widths, a date cell in the user's zone, row count), and the CSV parses back with its BOM, quoting and dates.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createCsvWriter, createXlsxWriter, wallClock, type Cell, type ExportColumn } from './table-writer';

const columns: ExportColumn[] = [
  { title: 'Zeit', width: 20, kind: 'date' },
  { title: 'Ereignis', width: 30, kind: 'text' },
  { title: 'Akku', width: 8, kind: 'number' },
];
const at = Date.UTC(2026, 6, 1, 10, 30, 5); // 12:30:05 in Berlin (summer time)

async function make(kind: 'xlsx' | 'csv', rows: Cell[][]) {
  const pieces: Buffer[] = [];
  const sink = async (b: Buffer) => {
    pieces.push(b);
  };
  const o = { sheetName: 'Öffnungen: Haus/Tür', columns, timeZone: 'Europe/Berlin' };
  const w = kind === 'xlsx' ? await createXlsxWriter(sink, o) : await createCsvWriter(sink, o);
  for (let i = 0; i < rows.length; i += 1000) await w.rows(rows.slice(i, i + 1000));
  await w.end();
  return Buffer.concat(pieces);
}

describe('xlsx', () => {
  it('opens in exceljs with the header, its style, the frozen row, widths and a date in the user’s zone', async () => {
    const rows: Cell[][] = Array.from({ length: 2500 }, (_, i) => [at - i * 60_000, `Tür & <Öffnung> "${i}"`, i % 100]);
    rows.push([null, '=cmd|calc', null]);
    const file = await make('xlsx', rows);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('Öffnungen  Haus Tür');
    expect(ws.rowCount).toBe(2502);
    expect(ws.getRow(1).values).toEqual([undefined, 'Zeit', 'Ereignis', 'Akku']);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(2).width).toBe(30);
    const date = ws.getCell('A2').value as Date; // exceljs reads the wall clock as UTC
    expect(date.toISOString()).toBe('2026-07-01T12:30:05.000Z');
    expect(ws.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(ws.getCell('B3').value).toBe('Tür & <Öffnung> "1"');
    expect(ws.getCell('C3').value).toBe(1);
    expect(ws.getCell('B2502').value).toBe('=cmd|calc'); // text, never a formula
    expect(ws.getCell('B2502').formula).toBeUndefined();
  });

  it('an empty export is a header row only', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await make('xlsx', [])) as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(1);
  });
});

describe('csv', () => {
  it('UTF-8 with BOM, quoted where needed, dates in the user’s zone, formulas defused', async () => {
    const file = await make('csv', [
      [at, 'a, "b"', 55],
      [null, '=SUM(A1)', null],
      [at, 'line\nbreak', 0],
    ]);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString('utf8').slice(1);
    expect(text).toBe(
      'Zeit,Ereignis,Akku\r\n' +
        '2026-07-01 12:30:05,"a, ""b""",55\r\n' +
        ",'=SUM(A1),\r\n" +
        '2026-07-01 12:30:05,"line\nbreak",0\r\n',
    );
  });
});

describe('wallClock', () => {
  it('follows daylight saving time', () => {
    const ny = wallClock('America/New_York');
    expect(ny(Date.UTC(2026, 0, 15, 12)) - Date.UTC(2026, 0, 15, 12)).toBe(-5 * 3_600_000);
    expect(ny(Date.UTC(2026, 6, 15, 12)) - Date.UTC(2026, 6, 15, 12)).toBe(-4 * 3_600_000);
    expect(wallClock('Asia/Kolkata')(0)).toBe(5.5 * 3_600_000);
  });
});
