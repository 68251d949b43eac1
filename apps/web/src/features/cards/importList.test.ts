// The bulk import list: one "number,name" a line with the usual separators and quoting, a header skipped, each line
// checked with the shared rules, a number given twice flagged, and the list's size limit.
import { describe, expect, it } from 'vitest';
import { parseImportList, splitLine } from './importList';

describe('import list', () => {
  it('splits a line at the first comma, semicolon or tab; the rest is the name, quotes removed', () => {
    expect(splitLine('3661413478,Reception')).toEqual(['3661413478', 'Reception']);
    expect(splitLine(' 12 ; Room 101 ')).toEqual(['12', 'Room 101']);
    expect(splitLine('12\tRoom, east wing')).toEqual(['12', 'Room, east wing']);
    expect(splitLine('"12","Smith, ""Jo"""')).toEqual(['12', 'Smith, "Jo"']);
    expect(splitLine('12')).toEqual(['12', '']);
  });

  it('skips blank lines and a header, and checks each line with the shared rules', () => {
    const list = parseImportList(
      [
        '\uFEFFnumber,name',
        '3661413478,Reception',
        '',
        '12ab,Bad',
        '0042,Lobby',
        `77,${'x'.repeat(51)}`,
        '42,Again',
      ].join('\r\n'),
    );
    expect(list.lines).toEqual([
      { line: 2, cardNumber: '3661413478', cardName: 'Reception' },
      { line: 4, cardNumber: '12ab', cardName: 'Bad', problem: 'validation.card.number' },
      { line: 5, cardNumber: '0042', cardName: 'Lobby' },
      { line: 6, cardNumber: '77', cardName: 'x'.repeat(51), problem: 'validation.credential.name' },
      { line: 7, cardNumber: '42', cardName: 'Again', problem: 'cards.import.duplicate' },
    ]);
    expect(list.cards).toEqual([
      { cardNumber: '3661413478', cardName: 'Reception' },
      { cardNumber: '0042', cardName: 'Lobby' },
    ]);
    expect(list.listProblem).toBeUndefined();
  });

  it('a list with no usable card, or more than 500, cannot be imported', () => {
    expect(parseImportList('').listProblem).toBe('validation.card.importList');
    expect(parseImportList('abc,def\n1x,Bad').listProblem).toBe('validation.card.importList');
    const many = Array.from({ length: 501 }, (_, i) => `${i + 1},Card ${i + 1}`).join('\n');
    expect(parseImportList(many)).toMatchObject({ listProblem: 'validation.card.importList' });
    expect(parseImportList(many).cards).toHaveLength(501);
  });
});
