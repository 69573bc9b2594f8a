import { describe, expect, it } from 'vitest';
import { bookState, newBook, sellOffline, type OfflineBook } from './offline-book.ts';
import { testGrant } from './test-grant.ts';

const now = new Date('2026-11-26T17:00:00Z');
const grant = testGrant({ blocked: [{ gameCategory: 'MRG', number: '56×78' }] });
const mrg = (number: string, amount: number) => ({
  gameCategory: 'MRG' as const,
  number,
  amount,
});

describe('the device counts a mariage once against its cap, however it is typed (issue 36)', () => {
  it('12x34 for 100, then 34*12 or 12 34: over the cap', async () => {
    const first = await sellOffline(newBook(grant), [mrg('12x34', 100)], 'key-00000001', now);
    if (first.kind !== 'sold') throw new Error('refused');
    for (const spelling of ['34*12', '12 34', '34×12'])
      expect(await sellOffline(first.book, [mrg(spelling, 1)], 'key-00000002', now)).toEqual({
        kind: 'refused',
        refusals: [{ index: 0, reason: 'cap', available: 0 }],
      });
  });

  it('a book that kept a mariage as typed still counts it with its other spellings', async () => {
    // A ticket kept by a version of the device that signed the number as typed.
    const kept: OfflineBook = {
      ...newBook(grant),
      tickets: [
        {
          saleKey: 'key-00000003',
          seq: 1,
          soldAt: now.toISOString(),
          lines: [mrg('34x12', 100)],
          prev: '',
          sig: 's',
          answered: false,
        },
      ],
    };
    expect(await sellOffline(kept, [mrg('12×34', 1)], 'key-00000004', now)).toEqual({
      kind: 'refused',
      refusals: [{ index: 0, reason: 'cap', available: 0 }],
    });
    expect(bookState(kept, now).left).toBe(1900);
  });

  it('a blocked mariage is refused however it is typed', async () => {
    expect(await sellOffline(newBook(grant), [mrg('78x56', 5)], 'key-00000005', now)).toEqual({
      kind: 'refused',
      refusals: [{ index: 0, reason: 'blocked' }],
    });
  });
});
