import { z } from 'zod';
import { GAME_CATEGORIES, LIMIT_GAME_ORDER } from '../games.ts';
import { dataBody, inputText, personRef } from './common.ts';

/** The most a limit may say: far above any real draw, well inside the running totals' range. */
export const LIMIT_MAX_HTG = 1_000_000_000;

const AMOUNT_ERROR = 'A limit must be a whole number of HTG, 0 or more, or empty for no limit';

/** A limit amount: a whole number of HTG ≥ 0; null or empty means no limit for that game. */
export const limitAmount = z
  .union(
    [
      z.null(),
      z.literal(''),
      z
        .number()
        .int(AMOUNT_ERROR)
        .min(0, AMOUNT_ERROR)
        .max(LIMIT_MAX_HTG, `A limit must be at most ${LIMIT_MAX_HTG} HTG`),
      inputText('Limit').regex(/^\s*\d{1,10}\s*$/),
    ],
    { error: AMOUNT_ERROR },
  )
  .transform((v) => (v === null || v === '' ? null : Number(v)))
  .refine((v) => v === null || v <= LIMIT_MAX_HTG, `A limit must be at most ${LIMIT_MAX_HTG} HTG`);

export const limitEntry = z.object({
  gameCategory: z.enum(GAME_CATEGORIES, { error: 'Unknown game category' }),
  limitsButs: limitAmount,
});

/** Games left out count as no limit; each game at most once; at least one limit set. */
export const limitEntries = z
  .array(limitEntry, { error: 'Limits must be a list of {gameCategory, limitsButs}' })
  .max(LIMIT_GAME_ORDER.length)
  .refine(
    (list) => new Set(list.map((e) => e.gameCategory)).size === list.length,
    'Each game may appear only once',
  )
  .refine((list) => list.some((e) => e.limitsButs !== null), {
    message: 'Set a limit for at least one game.',
    params: { code: 'validation.limit_needed' },
  })
  .describe('{gameCategory, limitsButs} per game; a game left out has no limit');

const categoryText = inputText('Lottery category', {
  error: {
    error: (i) =>
      i.input === undefined ? 'Lottery category is required' : 'Lottery category must be text',
  },
})
  .trim()
  .max(100)
  .describe("the lottery category's id or exact name");

const ownerId = (label: string) =>
  z
    .union([z.literal(''), z.null(), z.uuid({ error: `${label} must be an id` })], {
      error: `${label} must be an id`,
    })
    .optional()
    .transform((v) => v || undefined)
    .describe(`the ${label.toLowerCase()}'s id; empty: none`);

/** Neither seller nor superVisor: the record applies to the whole company (All). */
export const addLimitBody = z.object({
  lotteryCategoryName: categoryText.min(1, 'Lottery category is required'),
  limits: limitEntries,
  seller: ownerId('Seller'),
  superVisor: ownerId('Supervisor'),
});
export type AddLimitBody = z.input<typeof addLimitBody>;

/** Category and amounts may change; the owner, if sent, must be the record's own. */
export const updateLimitBody = z.object({
  lotteryCategoryName: categoryText.optional().transform((v) => v || undefined),
  limits: limitEntries.optional(),
  seller: ownerId('Seller'),
  superVisor: ownerId('Supervisor'),
});
export type UpdateLimitBody = z.input<typeof updateLimitBody>;

const filter = (label: string) =>
  inputText('Lottery category')
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined)
    .describe(label);

export const limitAllQuery = z.object({
  lotteryCategoryName: filter("a lottery category's id or exact name; empty: all"),
});
export const limitSellerQuery = limitAllQuery.extend({
  seller: z
    .union([z.literal(''), z.uuid({ error: 'Seller must be an id' })])
    .optional()
    .transform((v) => v || undefined)
    .describe("a seller's id; empty: every seller"),
});
export const limitSupervisorQuery = limitAllQuery.extend({
  superVisor: z
    .union([z.literal(''), z.uuid({ error: 'Supervisor must be an id' })])
    .optional()
    .transform((v) => v || undefined)
    .describe("a supervisor's id; empty: every supervisor"),
});

export const limitRecord = z
  .object({
    _id: z.string(),
    lotteryCategoryName: z.string(),
    lotteryCategoryId: z.string(),
    seller: personRef.nullable(),
    superVisor: personRef.nullable(),
    limits: z
      .array(
        z.object({
          gameCategory: z.enum(GAME_CATEGORIES),
          limitsButs: z.number().nullable().describe('whole HTG; null: no limit'),
        }),
      )
      .describe('nine entries: BLT, L3C, MRG, L4C 1-3, L5C 1-3'),
  })
  .meta({ id: 'LimitRecord' });
export type LimitRecord = z.infer<typeof limitRecord>;

export const limitList = dataBody(z.array(limitRecord));
export const limitAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: limitRecord,
});

const drawRef = inputText('Draw', {
  error: { error: (i) => (i.input === undefined ? 'Draw is required' : 'Draw must be text') },
})
  .trim()
  .min(1, 'Draw is required')
  .max(120);

/** Issue 30 point 8: one draw's limits and blocked numbers copied to other draws. */
export const copyLimitsBody = z.object({
  from: drawRef.describe("the draw copied from: its lottery category's _id or exact name"),
  to: z
    .array(drawRef, { error: 'Target draws must be a list' })
    .max(200)
    .refine((list) => list.length > 0, {
      message: 'Choose at least one draw to copy to',
      params: { code: 'validation.required' },
    })
    .describe('the draws copied to'),
  dryRun: z
    .boolean({ error: 'dryRun must be true or false' })
    .optional()
    .describe('true: answer what the copy would do, change nothing'),
});
export type CopyLimitsBody = z.input<typeof copyLimitsBody>;

export const copyLimitsTarget = z.object({
  lotteryCategoryId: z.string(),
  lotteryCategoryName: z.string(),
  limitsReplaced: z.number().int().describe("the target's records of the same owner, replaced"),
  limitsAdded: z.number().int().describe('records the target did not have, added'),
  blocksAdded: z.number().int().describe('blocked numbers added'),
  blocksKept: z.number().int().describe('blocked numbers the target already had'),
});
export const copyLimitsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    dryRun: z.boolean(),
    limits: z.number().int().describe("the source draw's limit records"),
    blocks: z.number().int().describe("the source draw's blocked numbers"),
    targets: z.array(copyLimitsTarget),
  }),
});
export type CopyLimitsAnswer = z.infer<typeof copyLimitsAnswer>;
