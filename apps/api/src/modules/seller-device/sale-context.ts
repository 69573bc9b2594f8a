import { z } from 'zod';

/**
 * Everything a sale must check, as `tiraj_sale_context` (db/functions/sale-context.sql) reads it
 * for one seller, lottery category and draw; parsed like any other input, since the database's
 * jsonb is typed by nothing. No row lock: every sale of a company would share the company row (a
 * multixact per sale); a deactivation racing a sale lets at most that one sale through, and ends
 * the seller's sessions for the next.
 */
export const saleContext = z.object({
  /** seller not hidden, seller and company active */
  active: z.boolean(),
  supervisorId: z.string().nullable(),
  /** free maryaj: the seller's branch's switch when it sets one, else the company's (issue 39) */
  bonusFlag: z.boolean(),
  /** the company's alert share of a limit, percent (issue 15) */
  alertPercent: z.number(),
  /**
   * the draw has a result for this date: closed for that date, whatever its window says now (a
   * result is accepted only after the close, issue 29; moving the close later must not reopen it)
   */
  hasResult: z.boolean(),
  blocked: z.array(z.object({ game: z.string(), number: z.string() })),
  /** the stored rows of percentage_limits.limits (db/schema `PercentEntryRow`) */
  percents: z.array(z.object({ gameCategory: z.string(), limitPercent: z.number() })).nullable(),
  /** the limit records that apply to this seller: All, its supervisor's, its own */
  limitRecords: z.array(
    z.object({
      scopeKey: z.string(),
      /** the stored rows of limits.limits (db/schema `LimitEntryRow`) */
      limits: z.array(z.object({ gameCategory: z.string(), limitsButs: z.number().nullable() })),
    }),
  ),
  /** the seller's commission rate (its own, else the company's), hundredths of a percent (issue 26) */
  commissionRate: z.number().int(),
  /** the company's supervisor commission rate, hundredths of a percent; null: no supervisor (issue 26) */
  supervisorCommissionRate: z.number().int().nullable(),
  /** the seller's credit limit (its own, else the company's default), centimes; null: none */
  creditLimit: z.number().nullable(),
  /** the payment term in force: the seller's branch's, else the company's; null: the official rates (issue 39) */
  conditions: z.array(z.number()).nullable(),
});

export type SaleContext = z.output<typeof saleContext>;

/** A context as the database answered it, with its hash (null: no such seller). */
export interface KnownContext {
  context: SaleContext | null;
  hash: string;
}

/**
 * The last context each seller's sales of a category were worked out from. Only a guess: the
 * sale's call stores nothing unless the database's context still has this hash, and answers the
 * new context when it has not. Bounded; cleared whole when full.
 */
const known = new Map<string, KnownContext>();
const KNOWN_MAX = 20_000;
const knownKey = (sellerId: string, categoryId: string) => `${sellerId}|${categoryId}`;

export const knownContext = (sellerId: string, categoryId: string) =>
  known.get(knownKey(sellerId, categoryId));

export function rememberContext(sellerId: string, categoryId: string, context: KnownContext) {
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(knownKey(sellerId, categoryId), context);
}
