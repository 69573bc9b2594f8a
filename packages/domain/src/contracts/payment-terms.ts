import { z } from 'zod';
import { GAME_CATEGORIES } from '../games.ts';
import {
  conditionLabel,
  multiplierProblem,
  PAYMENT_TERM_LAYOUT,
  unevenGroup,
} from '../payment-terms.ts';
import { dataBody, digitsAsNumber } from './common.ts';
import { lotteryCategoryRef } from './lottery-categories.ts';

export const paymentCondition = z
  .object({
    gameCategory: z.enum(GAME_CATEGORIES),
    position: z.number().int(),
    condition: z.number().describe('The multiplier: a winning line pays amount × condition'),
  })
  .meta({ id: 'PaymentCondition' });
export type PaymentCondition = z.infer<typeof paymentCondition>;

export const paymentTerm = z
  .object({
    _id: z.string(),
    lotteryCategoryName: z.string(),
    lotteryCategoryId: z.string(),
    conditions: z
      .array(paymentCondition)
      .describe(
        '16 entries laid out like a winning number: BLT 1-3, L3C, L4C 1-3, L5C 1-3, MRG 1-6',
      ),
  })
  .meta({ id: 'PaymentTerm' });
export type PaymentTerm = z.infer<typeof paymentTerm>;

/** The 16 multipliers, as numbers or as `{ condition }` objects; checked entry by entry. */
export const conditionsInput = z
  .array(
    // The old dashboard's form sends each condition as typed, a digit string ("61"): issue 36.
    z.union(
      [
        digitsAsNumber(z.number()),
        z.object({ condition: digitsAsNumber(z.number()) }).transform((c) => c.condition),
      ],
      { error: 'Each condition must be a number, or an object with a numeric condition' },
    ),
    { error: 'Conditions must be a list of 16 numbers' },
  )
  .superRefine((values, ctx) => {
    if (values.length !== PAYMENT_TERM_LAYOUT.length) {
      ctx.addIssue({ code: 'custom', message: 'Conditions must have 16 entries' });
      return;
    }
    let fine = true;
    values.forEach((value, index) => {
      const problem = multiplierProblem(value);
      if (!problem) return;
      fine = false;
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `${conditionLabel(index)} ${problem}`,
      });
    });
    const uneven = fine ? unevenGroup(values) : null;
    if (uneven)
      ctx.addIssue({
        code: 'custom',
        path: [uneven.index],
        message: `${conditionLabel(uneven.index)} must equal the other ${uneven.game} conditions: the screen sets them together`,
      });
  })
  .describe(
    '16 multipliers (numbers or digit strings, or objects with `condition`), each more than 0, at most 2 decimals',
  );

export const addPaymentTermBody = z.object({
  lotteryCategoryName: lotteryCategoryRef,
  conditions: conditionsInput,
});
export type AddPaymentTermBody = z.input<typeof addPaymentTermBody>;

/** A field left out stays as it is. */
export const updatePaymentTermBody = z.object({
  lotteryCategoryName: lotteryCategoryRef.optional(),
  conditions: conditionsInput.optional(),
});
export type UpdatePaymentTermBody = z.input<typeof updatePaymentTermBody>;

export const paymentTermList = dataBody(z.array(paymentTerm));
export const paymentTermAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: paymentTerm,
});
