import { isLotPart, optionParts } from '@tiraj/domain';
import type { TFunction } from 'i18next';

/**
 * What an L4C or L5C option is made of, in the screen's language (`L3C + 3rd lot`), from the
 * domain's one table (OPTION_PARTS); '' for the other games, whose name says it. `resultLayout`:
 * the ticket's, when sold under LotterySoft's layout (its L5C 3 is L3C + 1st lot, issue 36).
 */
export function gameDigits(t: TFunction<'shared'>, game: string, resultLayout?: number): string {
  const parts = optionParts(game, resultLayout);
  if (!parts?.length) return '';
  const words = parts.map((part) => t(`gameParts.${part}`)).join(' + ');
  return isLotPart(parts[parts.length - 1]!) ? t('gameParts.lots', { parts: words }) : words;
}

/** The three options of L4C or L5C by their parts (`1: 2nd + 3rd lot · 2: …`), for the rate paying all three. */
export const familyDigits = (t: TFunction<'shared'>, family: 'L4C' | 'L5C'): string =>
  [1, 2, 3].map((n) => `${n}: ${gameDigits(t, `${family} ${n}`)}`).join(' · ');
