import { z } from 'zod';
import { PERCENTAGE_GAME_ORDER } from '../games.ts';
import { percentProblem } from '../percentage-limits.ts';
import { dataBody, digitsAsNumber } from './common.ts';
import { lotteryCategoryRef } from './lottery-categories.ts';

const percentGame = z.enum(PERCENTAGE_GAME_ORDER as [string, ...string[]]);

export const percentEntry = z
  .object({
    gameCategory: percentGame,
    limitPercent: z.number().describe('0-100: the most a line may be, as a share of the BLT bet'),
  })
  .meta({ id: 'PercentEntry' });
export type PercentEntry = z.infer<typeof percentEntry>;

export const percentageLimit = z
  .object({
    _id: z.string(),
    lotteryCategoryName: z.string(),
    lotteryCategoryId: z.string(),
    limits: z
      .array(percentEntry)
      .describe('8 entries: L3C, L4C 1, L4C 2, L4C 3, L5C 1, L5C 2, L5C 3, MRG'),
  })
  .meta({ id: 'PercentageLimit' });
export type PercentageLimit = z.infer<typeof percentageLimit>;

const limitsInput = z
  .array(
    z.object({
      gameCategory: z.enum(PERCENTAGE_GAME_ORDER as [string, ...string[]], {
        error: `Game must be one of ${PERCENTAGE_GAME_ORDER.join(', ')}`,
      }),
      // The old dashboard's form sends the percent as typed, a digit string ("61"): issue 36.
      limitPercent: digitsAsNumber(z.number({ error: 'Limit percent must be a number' })),
    }),
    { error: 'Limits must be a list of 8 entries' },
  )
  .superRefine((entries, ctx) => {
    if (entries.length !== PERCENTAGE_GAME_ORDER.length) {
      ctx.addIssue({ code: 'custom', message: 'Limits must have 8 entries, one per game' });
      return;
    }
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.gameCategory))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'gameCategory'],
          message: `${entry.gameCategory} appears twice: each game once`,
        });
      seen.add(entry.gameCategory);
      const problem = percentProblem(entry.limitPercent);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'limitPercent'],
          message: `${entry.gameCategory} limit ${problem}`,
        });
    });
  })
  .describe('Each of the 8 games once, with a percent from 0 to 100 (at most 2 decimals)');

export const addPercentageLimitBody = z.object({
  lotteryCategoryName: lotteryCategoryRef,
  limits: limitsInput,
});
export type AddPercentageLimitBody = z.input<typeof addPercentageLimitBody>;

/** A field left out stays as it is. */
export const updatePercentageLimitBody = z.object({
  lotteryCategoryName: lotteryCategoryRef.optional(),
  limits: limitsInput.optional(),
});
export type UpdatePercentageLimitBody = z.input<typeof updatePercentageLimitBody>;

export const percentageLimitQuery = z.object({
  general: z
    .enum(['true', 'false'], { error: 'general must be true or false' })
    .optional()
    .describe('The company-wide list (the only kind there is); kept for the screens that send it'),
});

export const percentageLimitList = dataBody(z.array(percentageLimit));
export const percentageLimitAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: percentageLimit,
});
