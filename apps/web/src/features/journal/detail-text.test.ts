import { AUDIT_FIELDS } from '@tiraj/domain';
import { describe, expect, it } from 'vitest';
import { journal as en } from '../../i18n/locales/en/journal.ts';
import { journal as fr } from '../../i18n/locales/fr/journal.ts';
import { journal as ht } from '../../i18n/locales/ht/journal.ts';
import { changeLines, detailText, humanised, lineText } from './detail-text.ts';

const FIELDS: Record<string, string> = {
  paidOut: 'Payé en espèces',
  isActive: 'Actif',
  limits: 'Limites',
};
const words = {
  label: (key: string) => FIELDS[key] ?? humanised(key),
  yesNo: (yes: boolean) => (yes ? 'Oui' : 'Non'),
  names: { 'b4c1e0a2-0000-4000-8000-000000000001': 'jean' },
};

describe('a Journal record’s value, as a person reads it', () => {
  it.each([
    ['nothing', null, ''],
    ['a plain value', 12.5, '12.5'],
    ['a yes or no', false, 'Non'],
    ['named fields', { paidOut: 2500, isActive: true }, 'Payé en espèces: 2500; Actif: Oui'],
    ['an unnamed field humanised, never camelCase', { limitsButs: 3 }, 'Limits buts: 3'],
    ['a nested record in braces', { limits: { isActive: false } }, 'Limites: {Actif: Non}'],
    ['a list', [1, true], '1, Oui'],
    ['an id by its name', 'b4c1e0a2-0000-4000-8000-000000000001', 'jean'],
  ])('%s', (_, value, expected) => {
    expect(detailText(value, words)).toBe(expected);
  });
});

describe('a change as "field: before → after" lines', () => {
  it.each([
    ['nothing', null, null, []],
    ['an update', { isActive: true }, { isActive: false }, ['Actif: Oui → Non']],
    ['a creation: only the after', null, { paidOut: 10 }, ['Payé en espèces: 10']],
    ['a deletion: only the before', { paidOut: 10 }, null, ['Payé en espèces: 10']],
    [
      'a creation leaves its empty fields out',
      null,
      { limits: { BLT: 100, MRG: null } },
      ['Limites · BLT: 100'],
    ],
    [
      'a limit’s games, one line each',
      { limits: { BLT: 100, 'L4C 1': null } },
      { limits: { BLT: 200, 'L4C 1': 5 } },
      ['Limites · BLT: 100 → 200', 'Limites · L4C 1:  → 5'],
    ],
    [
      'an id changed: names both',
      { sellerId: 'b4c1e0a2-0000-4000-8000-000000000001' },
      { sellerId: 'other' },
      ['Seller id: jean → other'],
    ],
  ])('%s', (_, before, after, expected) => {
    expect(changeLines(before, after, words).map(lineText)).toEqual(expected);
  });
});

describe('every field a Journal record holds is named in French, Kreyòl and English', () => {
  it.each([
    ['fr', fr.fields],
    ['ht', ht.fields],
    ['en', en.fields],
  ])('%s', (_, labels) => {
    const named = labels as Record<string, string>;
    const unnamed = AUDIT_FIELDS.filter((f) => !named[f]?.trim());
    expect(unnamed).toEqual([]);
  });

  it.each([
    ['limitsButs', 'Limits buts'],
    ['scopeKey', 'Scope key'],
    ['held_for', 'Held for'],
    ['BLT', 'BLT'],
    ['L4C 1', 'L4C 1'],
    ['note', 'note'],
  ])('an unknown field %s reads %s', (key, expected) => {
    expect(humanised(key)).toBe(expected);
  });
});
