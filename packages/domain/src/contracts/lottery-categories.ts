import { z } from 'zod';
import { TIME_PATTERN } from '../sales-window.ts';
import { dataBody, inputText, requiredText } from './common.ts';

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
  })
  .meta({ id: 'LotteryCategory' });
export type LotteryCategory = z.infer<typeof lotteryCategory>;

export const addLotteryCategoryBody = z.object({
  lotteryName: requiredText('Name', 80),
  startTime: time('Start Time'),
  endTime: time('End Time'),
});
export type AddLotteryCategoryBody = z.infer<typeof addLotteryCategoryBody>;

/** Only non-empty fields are sent; an empty string counts as absent. */
export const updateLotteryCategoryBody = z.object({
  lotteryName: inputText('Name')
    .trim()
    .max(80)
    .optional()
    .transform((v) => v || undefined),
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

export const gameCategory = z
  .object({ _id: z.string(), gameName: z.string() })
  .meta({ id: 'GameCategory' });
export type GameCategoryRecord = z.infer<typeof gameCategory>;
export const gameCategoryList = dataBody(z.array(gameCategory));

/** A reference to a category in a request: its id or its exact name (ARCHITECTURE.md §4). */
export const lotteryCategoryRef = requiredText('Lottery category', 120).describe(
  'The lottery category: its _id or its exact name',
);
