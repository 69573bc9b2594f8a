import { describe, expect, it } from 'vitest';
import { ariaSortOf, countLabel, nextSort, pageOf, sortRows } from './table-sort.ts';

describe('table sorting', () => {
  it('a click sorts a new column ascending and turns the same column around', () => {
    expect(nextSort(undefined, 'Seller')).toEqual({ key: 'Seller', direction: 'asc' });
    expect(nextSort({ key: 'Seller', direction: 'asc' }, 'Seller')).toEqual({
      key: 'Seller',
      direction: 'desc',
    });
    expect(nextSort({ key: 'Seller', direction: 'desc' }, 'Seller').direction).toBe('asc');
    expect(nextSort({ key: 'Seller', direction: 'desc' }, 'Active')).toEqual({
      key: 'Active',
      direction: 'asc',
    });
  });

  it('aria-sort names the direction of the sorted column only', () => {
    const sort = { key: 'Seller', direction: 'desc' } as const;
    expect(ariaSortOf(sort, 'Seller')).toBe('descending');
    expect(ariaSortOf({ ...sort, direction: 'asc' }, 'Seller')).toBe('ascending');
    expect(ariaSortOf(sort, 'Active')).toBe('none');
    expect(ariaSortOf(undefined, 'Seller')).toBe('none');
  });

  it('sorts text as read (case aside, numbers in order), numbers by value, stably, either way', () => {
    const rows = [
      { name: 'seller 10', n: 3 },
      { name: 'Anne', n: 1 },
      { name: 'seller 9', n: 3 },
      { name: 'anne', n: 2 },
    ];
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual([
      'Anne',
      'anne',
      'seller 9',
      'seller 10',
    ]);
    expect(sortRows(rows, (r) => r.n, 'desc').map((r) => r.name)).toEqual([
      'seller 10',
      'seller 9',
      'anne',
      'Anne',
    ]);
    expect(sortRows(rows, undefined, 'asc')).toEqual(rows);
    expect(sortRows(rows, (r) => r.name, 'asc')).not.toBe(rows);
  });

  it('pages rows and counts them as the screen says it', () => {
    const rows = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(rows, 1, 50)).toHaveLength(50);
    expect(pageOf(rows, 3, 50)).toEqual(rows.slice(100));
    const noun = ['ticket', 'tickets'] as const;
    expect(countLabel(1, noun)).toBe('1 ticket');
    expect(countLabel(0, noun)).toBe('0 tickets');
    // issue 38: a noun's own zero, never "0 fiche retenue"
    const held = ['fiche retenue', 'fiches retenues', 'Aucune fiche retenue'] as const;
    expect(countLabel(0, held)).toBe('Aucune fiche retenue');
    expect(countLabel(1, held)).toBe('1 fiche retenue');
    expect(countLabel(2, held)).toBe('2 fiches retenues');
    expect(countLabel(7, ['seller', 'sellers'], { page: 1, size: 50, shown: 7 })).toBe('7 sellers');
    expect(countLabel(2009, noun, { page: 1, size: 50, shown: 50 })).toBe('1–50 of 2,009 tickets');
    expect(countLabel(2009, noun, { page: 41, size: 50, shown: 9 })).toBe(
      '2,001–2,009 of 2,009 tickets',
    );
  });

  it('writes the count in the screen’s language when told how', () => {
    const french = {
      locale: 'fr-FR',
      range: (p: { from: string; to: string; total: string; noun: string }) =>
        `${p.from}–${p.to} sur ${p.total} ${p.noun}`,
    };
    const noun = ['fiche', 'fiches'] as const;
    const count = countLabel(2009, noun, { page: 2, size: 50, shown: 50 }, french);
    // French groups thousands with a narrow no-break space.
    expect(count.replace(/\s/g, ' ')).toBe('51–100 sur 2 009 fiches');
    expect(countLabel(1, noun, undefined, french)).toBe('1 fiche');
  });
});
