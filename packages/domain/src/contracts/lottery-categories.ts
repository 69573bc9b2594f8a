import { z } from 'zod';
import { TIME_PATTERN } from '../sales-window.ts';
import { dataBody, inputText, requiredText, unsetAsAbsent } from './common.ts';

const time = (label: string) =>
  inputText(label, {
    error: {
      error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be a time`),
    },
  })
    .trim()
    .regex(TIME_PATTERN, `${label} must be a time as HH:mm`);

export const lotteryCategory = z
  .object({
    _id: z.string(),
    lotteryName: z.string(),
    startTime: z.string().describe('HH:mm, operator time: sales open'),
    endTime: z.string().describe('HH:mm, operator time: sales close (may be after midnight)'),
    catalogId: z
      .string()
      .optional()
      .describe('made from this draw catalog entry: its close follows the official draw'),
    closeMinutesBefore: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe("a catalog category's close, in minutes before the earlier game's draw"),
  })
  .meta({ id: 'LotteryCategory' });
export type LotteryCategory = z.infer<typeof lotteryCategory>;

export const addLotteryCategoryBody = z.object({
  lotteryName: unsetAsAbsent(requiredText('Name', 80)),
  startTime: time('Start Time'),
  endTime: time('End Time'),
});
export type AddLotteryCategoryBody = z.infer<typeof addLotteryCategoryBody>;

/** Only non-empty fields are sent; an empty or unset one (`"undefined"`, `null`) counts as absent. */
export const updateLotteryCategoryBody = z.object({
  lotteryName: unsetAsAbsent(
    inputText('Name')
      .trim()
      .max(80)
      .optional()
      .transform((v) => v || undefined),
  ).optional(),
  startTime: z
    .union([z.literal(''), time('Start Time')])
    .optional()
    .transform((v) => v || undefined),
  endTime: z
    .union([z.literal(''), time('End Time')])
    .optional()
    .transform((v) => v || undefined),
});
export type UpdateLotteryCategoryBody = z.input<typeof updateLotteryCategoryBody>;

export const lotteryCategoryList = dataBody(z.array(lotteryCategory));
export const lotteryCategoryAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: lotteryCategory,
});

/**
 * What still uses a lottery category, counted: a count above 0 refuses its delete
 * (the Delete dialog says so before the admin tries).
 */
export const lotteryCategoryUses = z
  .object({
    tickets: z.number().int().describe('sold tickets, deleted ones included'),
    winningNumbers: z.number().int(),
    paymentTerms: z.number().int().describe("companies' payment terms"),
    percentageLimits: z.number().int().describe("companies' percentage limits"),
    blockNumbers: z.number().int().describe("companies' blocked numbers"),
    limits: z.number().int().describe("companies' limits"),
  })
  .meta({ id: 'LotteryCategoryUses' });
export type LotteryCategoryUses = z.infer<typeof lotteryCategoryUses>;
export const lotteryCategoryUsesAnswer = dataBody(lotteryCategoryUses).meta({
  id: 'LotteryCategoryUsesAnswer',
  examples: [
    {
      success: true,
      data: {
        tickets: 1240,
        winningNumbers: 30,
        paymentTerms: 2,
        percentageLimits: 0,
        blockNumbers: 5,
        limits: 1,
      },
    },
  ],
});
export type LotteryCategoryUsesAnswer = z.output<typeof lotteryCategoryUsesAnswer>;

export const gameCategory = z
  .object({ _id: z.string(), gameName: z.string() })
  .meta({ id: 'GameCategory' });
export type GameCategoryRecord = z.infer<typeof gameCategory>;
export const gameCategoryList = dataBody(z.array(gameCategory));

/** A reference to a category in a request: its id or its exact name (ARCHITECTURE.md §4). */
export const lotteryCategoryRef = requiredText('Lottery category', 120).describe(
  'The lottery category: its _id or its exact name',
);

/** A draw on sale now, before the admin moves its hours (issue 38): who sells it, what is open. */
export const lotteryCategorySales = z
  .object({
    onSale: z.boolean().describe('the draw is open for sale now'),
    drawDate: z.string().describe('the draw its sales now belong to, operator-local'),
    companies: z.array(z.string()).describe('the companies with tickets on that draw, by name'),
    openDraws: z.array(z.string()).describe('every draw open for sale now, by name'),
  })
  .meta({ id: 'LotteryCategorySales' });
export type LotteryCategorySales = z.infer<typeof lotteryCategorySales>;
export const lotteryCategorySalesAnswer = dataBody(lotteryCategorySales);
export type LotteryCategorySalesAnswer = z.output<typeof lotteryCategorySalesAnswer>;
