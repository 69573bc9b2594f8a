import { describe, expect, it } from 'vitest';
import {
  normaliseNumber,
  offlineNumberOf,
  offlineRefusals,
  type OfflineGrantRules,
  type OfflineLine,
} from '../src/index.ts';

const grant: OfflineGrantRules = {
  budget: 2000,
  capPerNumber: 100,
  blocked: [{ gameCategory: 'MRG', number: '56×78' }],
  percentageLimits: [],
  stopsAt: '2026-11-26T17:55:00.000Z',
  expiresAt: '2026-11-26T17:30:00.000Z',
};
const at = new Date('2026-11-26T17:00:00.000Z');
const mrg = (number: string, amount: number): OfflineLine => ({
  gameCategory: 'MRG',
  number,
  amount,
});

/** Every way the sale accepts `12×34`: its halves in either order, each joining sign. */
const SPELLINGS = ['12×34', '34×12', '12x34', '34x12', '12X34', '12*34', '34*12', '12 34', '1234'];

describe('the offline cap counts a mariage once, however it is spelled (issue 36)', () => {
  it.each(SPELLINGS)('%s is the number the online sale stores', (spelling) => {
    expect(offlineNumberOf(mrg(spelling, 1))).toBe('12×34');
    expect(offlineNumberOf(mrg(spelling, 1))).toBe(normaliseNumber('MRG', spelling));
  });

  it.each(SPELLINGS)('100 sold as 12×34, then 1 more as %s: over the cap', (spelling) => {
    expect(offlineRefusals(grant, [mrg('12×34', 100)], [mrg(spelling, 1)], at)).toEqual([
      { index: 0, reason: 'cap', available: 0 },
    ]);
  });

  it('six spellings of 100 each against a cap of 100: only the first passes', () => {
    const six = ['12x34', '34x12', '12×34', '34×12', '12*34', '12 34'];
    const sold: OfflineLine[] = [];
    const passed = six.filter((spelling) => {
      const refused = offlineRefusals(grant, sold, [mrg(spelling, 100)], at).length > 0;
      if (!refused) sold.push(mrg(spelling, 100));
      return !refused;
    });
    expect(passed).toEqual(['12x34']);
  });

  it('two spellings on one ticket share the cap', () => {
    expect(offlineRefusals(grant, [], [mrg('12x34', 60), mrg('34*12', 60)], at)).toEqual([
      { index: 1, reason: 'cap', available: 40 },
    ]);
  });

  it('a blocked mariage is refused in any spelling', () => {
    expect(offlineRefusals(grant, [], [mrg('78x56', 5), mrg('56 78', 5)], at)).toEqual([
      { index: 0, reason: 'blocked' },
      { index: 1, reason: 'blocked' },
    ]);
  });

  it('other games keep their numbers; one that fits no game is counted as sent', () => {
    expect(offlineNumberOf({ gameCategory: 'BLT', number: ' 12 ' })).toBe('12');
    expect(offlineNumberOf({ gameCategory: 'L4C 1', number: '1234' })).toBe('1234');
    expect(offlineNumberOf({ gameCategory: 'MRG', number: '123x4' })).toBe('123x4');
    expect(offlineNumberOf({ gameCategory: 'XYZ', number: '12x34' })).toBe('12x34');
  });
});
