import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, LOTTERYSOFT_RESULT_LAYOUT } from '@tiraj/domain';
import en from '../i18n/locales/en/shared.ts';
import fr from '../i18n/locales/fr/shared.ts';
import ht from '../i18n/locales/ht/shared.ts';
import { familyDigits, gameDigits } from './game-digits.ts';

const i18n = createInstance();
await i18n.init({
  resources: { en: { shared: en }, fr: { shared: fr }, ht: { shared: ht } },
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
const tOf = (language: string) => i18n.getFixedT(language, 'shared');

describe('gameDigits: each L4C/L5C option named by its parts (issues 36, 40)', () => {
  // prettier-ignore
  const rows: [string, string, string, string][] = [
    ['L4C 1', '2nd + 3rd lot', '2e + 3e lot', '2yèm + 3yèm lo'],
    ['L4C 2', '1st + 2nd lot', '1er + 2e lot', '1e + 2yèm lo'],
    ['L4C 3', '1st + 3rd lot', '1er + 3e lot', '1e + 3yèm lo'],
    ['L5C 1', 'L3C + 3rd lot', 'L3C + 3e lot', 'L3C + 3yèm lo'],
    ['L5C 2', 'L3C + 2nd lot', 'L3C + 2e lot', 'L3C + 2yèm lo'],
    ['L5C 3', 'L3C last digit + 2nd + 3rd lot', 'chiffre final L3C + 2e + 3e lot', 'dènye chif L3C + 2yèm + 3yèm lo'],
  ];
  it.each(rows)('%s', (game, inEnglish, inFrench, inKreyol) => {
    expect(['en', 'fr', 'ht'].map((l) => gameDigits(tOf(l), game))).toEqual([
      inEnglish,
      inFrench,
      inKreyol,
    ]);
  });

  it('an L5C 3 sold under LotterySoft’s layout says L3C + 1st lot; the other options do not change', () => {
    const t = tOf('fr');
    expect(gameDigits(t, 'L5C 3', LOTTERYSOFT_RESULT_LAYOUT)).toBe('L3C + 1er lot');
    expect(gameDigits(t, 'L5C 1', LOTTERYSOFT_RESULT_LAYOUT)).toBe('L3C + 3e lot');
  });

  it('the other games need no digits: their name says it', () => {
    const named = GAME_CATEGORIES.filter((g) => gameDigits(tOf('en'), g) === '');
    expect(named).toEqual(['BLT', 'L3C', 'MRG']);
  });

  it('a rate paying three options names the three', () => {
    expect(familyDigits(tOf('en'), 'L5C')).toBe(
      '1: L3C + 3rd lot · 2: L3C + 2nd lot · 3: L3C last digit + 2nd + 3rd lot',
    );
  });

  // The ticket prints them on 58 mm paper: 32 characters a line (escpos-ticket.ts, COLUMNS).
  it('every option, in every language and layout, fits one line of 58 mm paper', () => {
    const words = ['en', 'fr', 'ht'].flatMap((l) =>
      [undefined, LOTTERYSOFT_RESULT_LAYOUT].flatMap((layout) =>
        GAME_CATEGORIES.map((g) => gameDigits(tOf(l), g, layout)),
      ),
    );
    const longest = Math.max(...words.map((w) => w.length));
    expect(longest).toBeLessThanOrEqual(32);
  });
});
