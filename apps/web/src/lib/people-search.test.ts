import { describe, expect, it } from 'vitest';
import { matchPeople, type Person } from './people-search.ts';

const seller = (name: string): Person => ({ kind: 'seller', id: name, name });
const PEOPLE = [
  seller('marc-antoine'),
  seller('Jean-Marc'),
  seller('marcelin'),
  seller('Pierre Marc'),
  seller('Évens'),
  { kind: 'supervisor', id: 'sup', name: 'Marc Sup' } as Person,
  seller('dumarc'),
];

const names = (typed: string, max?: number) => matchPeople(typed, PEOPLE, max).map((p) => p.name);

describe('finding people by name', () => {
  it('ranks names starting with it, then a word starting with it, then inside; alike by name', () => {
    expect(names('marc')).toEqual([
      'Marc Sup',
      'marc-antoine',
      'marcelin',
      'Jean-Marc',
      'Pierre Marc',
      'dumarc',
    ]);
  });

  it('ignores case, accents and surrounding spaces', () => {
    expect(names('  EVENS ')).toEqual(['Évens']);
    expect(names('évens')).toEqual(['Évens']);
  });

  it('finds nothing for nothing typed, or for a name nobody has', () => {
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
    expect(names('zz')).toEqual([]);
  });

  it('answers at most `max`', () => {
    expect(names('marc', 2)).toEqual(['Marc Sup', 'marc-antoine']);
  });
});
