import { z } from 'zod';
import { saleContext } from './sale-context.ts';

/** One running total as the call answers it: [game, number, scope, total]. */
const totalRow = z.tuple([z.string(), z.string(), z.string(), z.union([z.number(), z.string()])]);
export type TotalRow = z.output<typeof totalRow>;
const totalRows = z.array(totalRow);

/** Each answer exactly as db/functions/sell.sql builds it (strict: an unknown key is a new answer), named. */
const answers = [
  z
    .strictObject({ id: z.string(), lineIds: z.array(z.string()), raised: totalRows })
    .transform((a) => ({ kind: 'sold' as const, ...a })),
  z
    .strictObject({ context: saleContext.nullable(), hash: z.string() })
    .transform((a) => ({ kind: 'context' as const, ...a })),
  z
    .strictObject({ earlier: z.object({ id: z.string(), fingerprint: z.string().nullable() }) })
    .transform((a) => ({ kind: 'earlier' as const, ...a })),
  z
    .strictObject({ refused: z.literal(true), raised: totalRows, totals: totalRows })
    .transform((a) => ({ kind: 'refused' as const, raised: a.raised, totals: a.totals })),
  z.strictObject({ totals: totalRows }).transform((a) => ({ kind: 'totals' as const, ...a })),
  z.strictObject({ checked: z.literal(true) }).transform(() => ({ kind: 'checked' as const })),
  z.strictObject({ codeTaken: z.literal(true) }).transform(() => ({ kind: 'codeTaken' as const })),
  // Issue 26: the seller's credit limit refused the whole ticket (seller-money.sql's refusal).
  z
    .strictObject({
      creditRefused: z.strictObject({
        refused: z.literal(true),
        balance: z.number(),
        dayCommissionExact: z.number(),
      }),
    })
    .transform((a) => ({ kind: 'creditRefused' as const, ...a.creditRefused })),
] as const;

/**
 * What `tiraj_sell` answers, one `kind` each: `earlier` (sold before under the sale key),
 * `context` (not the context the sale was worked out from: the database's, to work it out again),
 * `checked` (the context is current), `totals` (the capped deltas' current totals), `refused` (a
 * limit refused a delta: nothing kept), `codeTaken` (draw another code), `creditRefused` (the
 * seller's credit limit refused the ticket: nothing kept), `sold`.
 */
export const sellAnswer = z.union(answers);
export type SellAnswer = z.output<typeof sellAnswer>;

/** The call's jsonb (a string on a driver that leaves jsonb unparsed), checked. */
export function parseSellAnswer(raw: unknown): SellAnswer {
  const parsed = sellAnswer.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  if (!parsed.success)
    throw new Error('tiraj_sell answered what no sale knows', { cause: parsed.error });
  return parsed.data;
}
