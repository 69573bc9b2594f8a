import { z } from 'zod';
import { GAME_CATEGORIES } from '../games.ts';
import { dataBody, inputText } from './common.ts';
import { lotteryCategoryRef } from './lottery-categories.ts';

export const blockNumber = z
  .object({
    _id: z.string(),
    lotteryCategoryName: z.string(),
    lotteryCategoryId: z.string(),
    gameCategory: z.enum(GAME_CATEGORIES),
    number: z.string().describe('Normalised: MRG as two ascending halves joined by ×, like 12×34'),
  })
  .meta({ id: 'BlockNumber' });
export type BlockNumber = z.infer<typeof blockNumber>;

const gameCategoryInput = z.enum(GAME_CATEGORIES, {
  error: `Game must be one of ${GAME_CATEGORIES.join(', ')}`,
});
const numberInput = inputText('Number', {
  error: { error: (i) => (i.input === undefined ? 'Number is required' : 'Number must be text') },
})
  .trim()
  .min(1, 'Number is required')
  .max(20, 'Number must be at most 20 characters')
  .describe("Must fit the game; MRG also accepts 12x34, 12*34, '12 34' or 1234");

export const addBlockNumberBody = z.object({
  lotteryCategoryName: lotteryCategoryRef,
  gameCategory: gameCategoryInput,
  number: numberInput,
});
export type AddBlockNumberBody = z.input<typeof addBlockNumberBody>;

/** A field left out stays as it is; the number is checked against the game it ends up with. */
export const updateBlockNumberBody = z.object({
  lotteryCategoryName: lotteryCategoryRef.optional(),
  gameCategory: gameCategoryInput.optional(),
  number: numberInput.optional(),
});
export type UpdateBlockNumberBody = z.input<typeof updateBlockNumberBody>;

export const blockNumberList = dataBody(z.array(blockNumber));
export const blockNumberAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: blockNumber,
});

/** A list the form must fill: empty says "required" in the client's language, like an empty field. */
const chosen = <T extends z.ZodType>(item: T, what: string, max: number) =>
  z
    .array(item, { error: `${what} must be a list` })
    .max(max)
    .refine((list) => list.length > 0, {
      message: `Choose at least one ${what.toLowerCase()}`,
      params: { code: 'validation.required' },
    });

/** Issue 30 point 8: block a pattern of numbers for several draws and games at once. */
export const addBlockNumbersBody = z.object({
  lotteryCategoryNames: chosen(lotteryCategoryRef, 'Draw', 200).describe(
    "the draws: each lottery category's _id or exact name",
  ),
  gameCategories: chosen(gameCategoryInput, 'Game', GAME_CATEGORIES.length),
  numbers: inputText('Numbers', {
    error: {
      error: (i) => (i.input === undefined ? 'Numbers are required' : 'Numbers must be text'),
    },
  })
    .trim()
    .min(1, 'Numbers are required')
    .max(2000, 'Numbers must be at most 2000 characters')
    .describe(
      'A list "12, 34 56", ranges "00-09" (the game\'s digit count on both ends) and "doubles" (00, 11 … 99), mixed freely; MRG pairs like 12x34',
    ),
});
export type AddBlockNumbersBody = z.input<typeof addBlockNumbersBody>;

export const addBlockNumbersAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    added: z.number().int().describe('blocks created now'),
    skipped: z.number().int().describe('blocks the company already had: left as they were'),
    blocks: z.array(blockNumber).describe('the blocks created now'),
  }),
});
export type AddBlockNumbersAnswer = z.infer<typeof addBlockNumbersAnswer>;
