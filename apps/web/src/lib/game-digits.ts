import { LOTTERYSOFT_RESULT_LAYOUT } from '@tiraj/domain';
import type { TFunction } from 'i18next';

/** The options a bettor must be told the digits of: the same option number means other lots elsewhere. */
const OPTIONS = ['L4C 1', 'L4C 2', 'L4C 3', 'L5C 1', 'L5C 2', 'L5C 3'] as const;
type Option = (typeof OPTIONS)[number];
const isOption = (game: string): game is Option => (OPTIONS as readonly string[]).includes(game);

/**
 * Which lots an L4C or L5C option is made of, in the screen's language (`L3C + 3rd lot`); '' for
 * the other games, whose name says it. `resultLayout`: the ticket's, when sold under LotterySoft's
 * layout (its L5C 3 is L3C + 1st lot, issue 36).
 */
export function gameDigits(t: TFunction<'shared'>, game: string, resultLayout?: number): string {
  if (!isOption(game)) return '';
  if (game === 'L5C 3' && resultLayout === LOTTERYSOFT_RESULT_LAYOUT)
    return t('gameDigits.L5C 3 (old)');
  return t(`gameDigits.${game}`);
}

/** The three options of L4C or L5C by their lots (`1: 2nd + 3rd lot · 2: …`), for the rate paying all three. */
export const familyDigits = (t: TFunction<'shared'>, family: 'L4C' | 'L5C'): string =>
  [1, 2, 3].map((n) => `${n}: ${gameDigits(t, `${family} ${n}`)}`).join(' · ');
