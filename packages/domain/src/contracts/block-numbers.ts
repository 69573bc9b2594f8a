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
