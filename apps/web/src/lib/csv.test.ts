import { describe, expect, it } from 'vitest';
import {
  CSV_DEFAULT,
  countCell,
  csvBlob,
  csvFileName,
  csvFormatFor,
  instantCell,
  toCsv,
  type CsvDelimiter,
} from './csv.ts';

/** English's format with another delimiter. */
const split = (delimiter: CsvDelimiter) => ({ ...CSV_DEFAULT, delimiter });

/**
 * A reader as a spreadsheet splits a file (RFC 4180, any delimiter): a quoted field runs to its
 * closing quote ("" inside is one quote), anything else to the next delimiter or CRLF.
 */
function readCsv(text: string, delimiter: CsvDelimiter): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < text.length) {
    let cell = '';
    if (text[at] === '"') {
      for (at++; ; at++) {
        if (at >= text.length) throw new Error('a quote is never closed');
        if (text[at] === '"' && text[at + 1] === '"') {
          cell += '"';
          at++;
        } else if (text[at] === '"') break;
        else cell += text[at];
      }
      at++;
    } else
      while (at < text.length && text[at] !== delimiter && !text.startsWith('\r\n', at))
        cell += text[at++];
    row.push(cell);
    if (text[at] === delimiter) at++;
    else if (text.startsWith('\r\n', at) || at >= text.length) {
      rows.push(row);
      row = [];
      at += 2;
    } else throw new Error(`stray text after a quoted field at ${at}`);
  }
  return rows;
}

describe('toCsv', () => {
  it('writes amounts with two decimals and no thousands separator', () => {
    expect(
      toCsv(
        ['Seller', 'Total'],
        [
          ['ana', 1234.5],
          ['bob', -20],
          ['zoe', 0.1 + 0.2],
        ],
      ),
    ).toBe('Seller,Total\r\nana,1234.50\r\nbob,-20.00\r\nzoe,0.30\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['Company'], [['Banque "Lakay", Delmas'], ['two\nlines']])).toBe(
      'Company\r\n"Banque ""Lakay"", Delmas"\r\n"two\nlines"\r\n',
    );
  });

  it('keeps a name that looks like a formula from running in a spreadsheet', () => {
    expect(toCsv(['Seller'], [['=HYPERLINK("x")'], ['-ana'], ['@b']])).toBe(
      'Seller\r\n"\'=HYPERLINK(""x"")"\r\n\'-ana\r\n\'@b\r\n',
    );
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+509 3456', "'+509 3456"],
    ['-ana', "'-ana"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['ana=b', 'ana=b'],
    ['', ''],
  ])('guards %j against formulas', (cell, written) => {
    expect(toCsv(['x'], [[cell]])).toBe(`x\r\n${written}\r\n`);
  });

  it('guards the header line too, and writes numbers as amounts, never as formulas', () => {
    expect(toCsv(['=A1', 'Total (HTG)'], [['a', -5]])).toBe("'=A1,Total (HTG)\r\na,-5.00\r\n");
  });

  it('separates fields by commas and lines by CRLF, with a CRLF at the end', () => {
    const file = toCsv(
      ['a', 'b', 'c'],
      [
        ['1', '2', '3'],
        ['4', '5', '6'],
      ],
    );
    expect(file.split('\r\n')).toEqual(['a,b,c', '1,2,3', '4,5,6', '']);
  });

  it('writes an empty list as the header alone', () => {
    expect(toCsv(['Seller', 'Total'], [])).toBe('Seller,Total\r\n');
  });
});

describe('toCsv read back by a reader splitting on the same delimiter', () => {
  const names: [string, string][] = [
    // [typed by a user, the one cell a spreadsheet shows]
    ['sel;=1+1', 'sel;=1+1'],
    ['sel,=1+1', 'sel,=1+1'],
    ['=1+1', "'=1+1"],
    ['+509;=1', "'+509;=1"],
    ['-2+3,4', "'-2+3,4"],
    ['@SUM(A1);x', "'@SUM(A1);x"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['Banque "Lakay"; Delmas', 'Banque "Lakay"; Delmas'],
    ['two\r\nlines;=x', 'two\r\nlines;=x'],
    ['ana', 'ana'],
    ['', ''],
  ];
  const cases = (['rows', 'header'] as const).flatMap((where) =>
    ([';', ','] as const).flatMap((delimiter) =>
      names.map(([typed, shown]) => ({ where, delimiter, typed, shown })),
    ),
  );

  it.each(cases)(
    '$where $typed, written with $delimiter, reads back as that one cell',
    ({ where, delimiter, typed, shown }) => {
      const file =
        where === 'rows'
          ? toCsv(['Seller', 'Total'], [[typed, 12.5]], split(delimiter))
          : toCsv([typed, 'Total'], [['ana', 12.5]], split(delimiter));
      const read = readCsv(file, delimiter);
      expect(read).toEqual(
        where === 'rows'
          ? [
              ['Seller', 'Total'],
              [shown, '12.50'],
            ]
          : [
              [shown, 'Total'],
              ['ana', '12.50'],
            ],
      );
      // No cell a spreadsheet would run as a formula.
      for (const cell of read.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    },
  );

  it('writes the delimiter asked for between fields, and quotes only what needs it', () => {
    expect(toCsv(['a', 'b'], [['x,y', 1.5]], split(';'))).toBe('a;b\r\nx,y;1.50\r\n');
    expect(toCsv(['a', 'b'], [['x;y', 1.5]], split(';'))).toBe('a;b\r\n"x;y";1.50\r\n');
    expect(toCsv(['a', 'b'], [['x;y', 1.5]])).toBe('a,b\r\nx;y,1.50\r\n');
  });
});

describe('the language decides the format', () => {
  const fr = csvFormatFor('fr', 'America/Port-au-Prince');
  const ht = csvFormatFor('ht', 'America/Port-au-Prince');
  const en = csvFormatFor('en', 'America/Port-au-Prince');
  // 2026-11-22T20:05Z is 15:05 in Port-au-Prince (UTC−5 in November).
  const row = [
    'ana',
    3250,
    -20.5,
    { date: '2026-11-22' },
    { at: '2026-11-22T20:05:00.000Z' },
    { figure: 69.9 },
  ];

  it.each([
    [
      'fr',
      fr,
      'Seller;Total;Diff;Date;Sold;Used\r\nana;3250,00;-20,50;22/11/2026;22/11/2026 15:05;69,9\r\n',
    ],
    [
      'ht',
      ht,
      'Seller;Total;Diff;Date;Sold;Used\r\nana;3250,00;-20,50;22/11/2026;22/11/2026 15:05;69,9\r\n',
    ],
    [
      'en',
      en,
      'Seller,Total,Diff,Date,Sold,Used\r\nana,3250.00,-20.50,2026-11-22,2026-11-22 15:05,69.9\r\n',
    ],
  ])('%s', (_language, format, file) => {
    expect(toCsv(['Seller', 'Total', 'Diff', 'Date', 'Sold', 'Used'], [row], format)).toBe(file);
  });

  it('reads an instant in the operator zone: late evening is still that day', () => {
    expect(toCsv(['x'], [[{ at: '2026-11-23T03:30:00.000Z' }]], fr)).toBe(
      'x\r\n22/11/2026 22:30\r\n',
    );
  });

  it('words a cell of figures in the file format, quoted when it holds the delimiter, and guarded', () => {
    const lines = (f: typeof fr) =>
      `BLT 12: ${(50).toFixed(2).replace('.', f.decimal)}; L3C 123: 10${f.decimal}00`;
    expect(toCsv(['Lines'], [[lines]], fr)).toBe('Lines\r\n"BLT 12: 50,00; L3C 123: 10,00"\r\n');
    expect(toCsv(['Lines'], [[lines]], en)).toBe('Lines\r\nBLT 12: 50.00; L3C 123: 10.00\r\n');
    expect(toCsv(['x'], [[() => '=1+1']], fr)).toBe("x\r\n'=1+1\r\n");
  });

  it('leaves a date it cannot read as text', () => {
    expect(toCsv(['x'], [[{ date: 'soon' }], [{ at: 'never' }]], fr)).toBe(
      'x\r\nsoon\r\nnever\r\n',
    );
  });
});

describe('csvBlob', () => {
  it('starts the file with a UTF-8 byte-order mark and keeps accents', async () => {
    const bytes = new Uint8Array(await csvBlob('Pétion-Ville\r\n').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Pétion-Ville\r\n');
    expect(csvBlob('').type).toBe('text/csv;charset=utf-8');
  });
});

describe('csvFileName', () => {
  it('joins the words and dates, and leaves out what a file system refuses', () => {
    expect(csvFileName('fich-vann', '2026-11-25', '2026-11-26')).toBe(
      'fich-vann_2026-11-25_2026-11-26.csv',
    );
    expect(csvFileName('rapport du jour', '', 'a/b:c')).toBe('rapport-du-jour_a-b-c.csv');
  });
});

describe('countCell and instantCell: numbers and instants, never text', () => {
  const fr = csvFormatFor('fr', 'America/Port-au-Prince');
  it.each([
    [countCell(692), '692'],
    [countCell(0), '0'],
    [instantCell('2026-11-23T02:30:00.000Z'), '22/11/2026 21:30'],
    [instantCell(null), ''],
    [instantCell(undefined), ''],
  ])('%j → %s', (cell, written) => {
    expect(toCsv(['x'], [[cell]], fr).split('\r\n')[1]).toBe(written);
  });

  it('a count is a figure', () => {
    expect(countCell(12)).toEqual({ figure: 12 });
  });
});
