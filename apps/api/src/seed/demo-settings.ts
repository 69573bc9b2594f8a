import {
  ALL_SCOPE_KEY,
  conditionsOf,
  DEFAULT_RATES,
  LIMIT_GAME_ORDER,
  limitScopeKey,
  TIMES,
} from '@tiraj/domain';
import type { Db } from '../db/client.ts';
import type { lotteryCategories } from '../db/schema/index.ts';
import { blockNumbers, limits, paymentTerms, percentageLimits } from '../db/schema/index.ts';
import type { randomSource } from './demo-data.ts';

type Category = typeof lotteryCategories.$inferSelect;

/** Whole-HTG limits per game, as a company would set them for one number and draw. */
const ALL_LIMITS: Record<string, number | null> = {
  BLT: 18000,
  L3C: 1500,
  MRG: 4000,
  'L4C 1': 400,
  'L4C 2': 400,
  'L4C 3': 400,
  'L5C 1': 120,
  'L5C 2': 120,
  'L5C 3': 120,
};

const limitEntries = (scale: number) =>
  LIMIT_GAME_ORDER.map((game) => ({
    gameCategory: game,
    limitsButs: ALL_LIMITS[game] === null ? null : Math.round(ALL_LIMITS[game]! * scale),
  }));

/** Payment terms, limits (All, supervisors, a few sellers), percentage limits and blocked numbers. */
export async function seedCompanySettings(
  db: Db,
  companyId: string,
  categories: Category[],
  supervisorIds: string[],
  sellerIds: string[],
  random: ReturnType<typeof randomSource>,
) {
  for (const [i, category] of categories.entries()) {
    // Half the draws pay better than the State Lottery's rates on the 1st lot.
    if (i % 2 === 0) {
      await db.insert(paymentTerms).values({
        companyId,
        lotteryCategoryId: category.id,
        conditions: conditionsOf({ ...DEFAULT_RATES, first: 60, mrg: 1200 }),
      });
    }
    await db.insert(limits).values([
      {
        companyId,
        lotteryCategoryId: category.id,
        scope: 'all',
        ownerId: null,
        scopeKey: ALL_SCOPE_KEY,
        limits: limitEntries(1),
      },
      ...supervisorIds.map((id) => ({
        companyId,
        lotteryCategoryId: category.id,
        scope: 'supervisor' as const,
        ownerId: id,
        scopeKey: limitScopeKey('supervisor', id),
        limits: limitEntries(0.6),
      })),
      ...sellerIds.slice(0, 3).map((id) => ({
        companyId,
        lotteryCategoryId: category.id,
        scope: 'seller' as const,
        ownerId: id,
        scopeKey: limitScopeKey('seller', id),
        limits: limitEntries(0.2),
      })),
    ]);
    await db.insert(percentageLimits).values({
      companyId,
      lotteryCategoryId: category.id,
      limits: ['L3C', 'L4C 1', 'L4C 2', 'L4C 3', 'L5C 1', 'L5C 2', 'L5C 3', 'MRG'].map((game) => ({
        gameCategory: game,
        limitPercent: game === 'L3C' || game === 'MRG' ? 100 : 50,
      })),
    });
    const blocked = new Set<string>();
    while (blocked.size < 3) blocked.add(random.digits(2));
    await db.insert(blockNumbers).values([
      ...[...blocked].map((number) => ({
        companyId,
        lotteryCategoryId: category.id,
        gameCategory: 'BLT',
        number,
      })),
      { companyId, lotteryCategoryId: category.id, gameCategory: 'MRG', number: `00${TIMES}99` },
    ]);
  }
}
