import { z } from 'zod';
import { dataBody } from './common.ts';

/**
 * A result as the company screens read it (SPEC.md §3 "Winning number record
 * (view)"): the draw, its lottery and the typed numbers; the rest derives from them.
 */
export const winningNumberView = z
  .object({
    _id: z.string(),
    date: z.string().describe('YYYY-MM-DD: the draw date'),
    lotteryName: z.string(),
    lotteryCategoryId: z.string(),
    numbers: z.object({
      l3c: z.string(),
      first: z.string().describe('1st lot: the last two digits of L3C in practice'),
      second: z.string(),
      third: z.string(),
    }),
  })
  .meta({ id: 'WinningNumberView' });
export type WinningNumberView = z.infer<typeof winningNumberView>;

export const winningNumberViewList = dataBody(z.array(winningNumberView));
