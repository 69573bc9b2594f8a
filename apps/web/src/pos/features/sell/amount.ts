import { hasAtMostTwoDecimals, plainHtg } from '@tiraj/domain';

/** An amount typed by a seller (`50`, `12.5`, `12,5`) → HTG, or null when it cannot be sold. */
export function typedAmount(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value <= 0 || value > 1_000_000) return null;
  return hasAtMostTwoDecimals(value) ? value : null;
}

/** `50`, `12.5`: an amount as a seller types it, without the currency. */
export const plainAmount = plainHtg;
