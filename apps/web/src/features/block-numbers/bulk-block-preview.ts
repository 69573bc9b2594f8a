import { planBulkBlock, type CodedMessage, type GameCategory } from '@tiraj/domain';
import type { BlockNumber } from '@tiraj/domain/contracts';

// A type, not an interface: it is passed as i18next's interpolation values as it is.
export type BulkBlockPreview = {
  /** distinct numbers across the chosen games */
  numbers: number;
  draws: number;
  /** blocks the request would create */
  toAdd: number;
  /** blocks the company already has: skipped */
  already: number;
};

/**
 * What a bulk block would do, by the domain's own expansion and the blocks already loaded: the
 * form's live count and its confirmation. Null until draws, games and numbers are all chosen.
 */
export function bulkBlockPreview(
  draws: readonly string[],
  games: readonly GameCategory[],
  pattern: string,
  blocked: readonly BlockNumber[],
): { ok: true; preview: BulkBlockPreview } | { ok: false; reason: CodedMessage } | null {
  if (!draws.length || !games.length || !pattern.trim()) return null;
  const plan = planBulkBlock(games, pattern, draws.length);
  if (!plan.ok) return plan;
  const have = new Set(blocked.map((b) => `${b.lotteryCategoryId}|${b.gameCategory}|${b.number}`));
  let already = 0;
  for (const draw of draws)
    for (const { game, numbers } of plan.value.numbers)
      for (const number of numbers) if (have.has(`${draw}|${game}|${number}`)) already++;
  return {
    ok: true,
    preview: {
      numbers: plan.value.numbers.reduce((sum, g) => sum + g.numbers.length, 0),
      draws: draws.length,
      toAdd: plan.value.count - already,
      already,
    },
  };
}
