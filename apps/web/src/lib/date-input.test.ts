import { describe, expect, it } from 'vitest';
import { dateInputFormat, dateInputProps, parseDateInput } from './date-input.ts';

describe('date fields by language', () => {
  it('show the year first in English, day/month/year in French and Kreyòl', () => {
    expect(dateInputFormat('en')).toBe('YYYY-MM-DD');
    expect(dateInputFormat('fr')).toBe('DD/MM/YYYY');
    expect(dateInputFormat('ht')).toBe('DD/MM/YYYY');
  });

  it.each([
    ['22/11/2026', '2026-11-22'],
    ['05/01/2026', '2026-01-05'],
    ['5/1/2026', '2026-01-05'],
    ['22.11.2026', '2026-11-22'],
    [' 22-11-2026 ', '2026-11-22'],
    ['2026-11-22', '2026-11-22'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2026', null],
    ['11/22/2026', null],
    ['22/11/26', null],
    ['hier', null],
    ['', null],
  ])('French and Kreyòl read %j as %j (day first)', (typed, day) => {
    expect(parseDateInput(typed, 'fr')).toBe(day);
    expect(parseDateInput(typed, 'ht')).toBe(day);
  });

  it('English keeps Mantine’s own reading of what is typed', () => {
    expect(dateInputProps('en')).toEqual({ valueFormat: 'YYYY-MM-DD', dateParser: undefined });
    expect(parseDateInput('2026-11-22', 'en')).toBe('2026-11-22');
    expect(parseDateInput('22/11/2026', 'en')).toBeNull();
  });

  it('gives French and Kreyòl fields a parser of their own format', () => {
    const { valueFormat, dateParser } = dateInputProps('ht');
    expect(valueFormat).toBe('DD/MM/YYYY');
    expect(dateParser?.('01/02/2026')).toBe('2026-02-01');
  });
});
