import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

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
});
