import { describe, expect, it } from 'vitest';
import { detailText } from './journal-page.tsx';

const label = (key: string) => ({ paidOut: 'Payé en espèces', isActive: 'Actif' })[key] ?? key;
const yesNo = (yes: boolean) => (yes ? 'Oui' : 'Non');

describe('a Journal record’s before or after, as a person reads it', () => {
  it.each([
    ['nothing', null, ''],
    ['a plain value', 12.5, '12.5'],
    ['a yes or no', false, 'Non'],
    ['named fields', { paidOut: 2500, isActive: true }, 'Payé en espèces: 2500; Actif: Oui'],
    ['an unnamed field as it is', { lotterySoftNumber: 3 }, 'lotterySoftNumber: 3'],
    ['a nested record in braces', { limits: { isActive: false } }, 'limits: {Actif: Non}'],
    ['a list', [1, true], '1, Oui'],
  ])('%s', (_, value, expected) => {
    expect(detailText(value, label, yesNo)).toBe(expected);
  });
});
