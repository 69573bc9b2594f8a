import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { LimitEntryRow, PercentEntryRow } from '../../db/schema/index.ts';
import { drawLockArgs } from '../../settlement/draw-lock.ts';
import type { TotalDelta } from '../../ticketing/limit-totals.ts';

/**
 * Everything a sale must check, as `tiraj_sale_context` (migrations 0011, 0013) reads it for one seller,
 * lottery category and draw. No row lock: every sale of a company would share the company row (a
 * multixact per sale); a deactivation racing a sale lets at most that one sale through, and ends
 * the seller's sessions for the next.
 */
export interface SaleContext {
  /** seller not hidden, seller and company active */
  active: boolean;
  supervisorId: string | null;
  bonusFlag: boolean;
  /** the company's alert share of a limit, percent (issue 15) */
  alertPercent: number;
  /** a posted result closes its draw */
  hasResult: boolean;
  blocked: { game: string; number: string }[];
  percents: PercentEntryRow[] | null;
  /** the limit records that apply to this seller: All, its supervisor's, its own */
  limitRecords: { scopeKey: string; limits: LimitEntryRow[] }[];
  /** the company's payment term, or null for the official rates */
  conditions: number[] | null;
}

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

/** One running total as the call answers it: [game, number, scope, total]. */
export type TotalRow = [string, string, string, number | string];

/** What `tiraj_sell` answers (migration 0009 says when). */
export type SellAnswer =
  | { earlier: { id: string; fingerprint: string | null } }
  | { context: SaleContext | null; hash: string }
  | { checked: true }
  | { totals: TotalRow[] }
  | { refused: true; raised: TotalRow[]; totals: TotalRow[] }
  | { codeTaken: true }
  | { id: string; lineIds: string[]; raised: TotalRow[] };

/** The ticket to store, worked out from a known context. */
export interface SaleToStore {
  companyId: string;
  ticketCode: string;
  supervisorId: string | null;
  soldAt: Date;
  /** centimes, non-bonus lines */
  totalAmount: number;
  multipliers: number[];
  saleFingerprint: string | null;
  lines: { gameCategory: string; number: string; amount: number; bonus: boolean }[];
}

export interface SellCall {
  sellerId: string;
  categoryId: string;
  drawDate: string;
  saleKey: string | null;
  /** the hash of the context the sale was worked out from; null: none yet */
  hash: string | null;
  /** 'check': only confirm the context; 'totals': answer the capped deltas' totals; 'sell' */
  mode: 'check' | 'totals' | 'sell';
  /** in lock order (limit-totals.ts `inLockOrder`) */
  deltas: TotalDelta[];
  ticket?: Omit<SaleToStore, 'lines'>;
  lines?: SaleToStore['lines'];
}

/**
 * The sale's one round trip: `select tiraj_sell(…)`, outside any transaction (the call is its own).
 * Takes the draw's shared hold, looks the sale key up, checks the context, and in 'sell' mode
 * raises the limits and writes the ticket and its lines, all or nothing.
 */
export async function callSell(db: Db, call: SellCall): Promise<SellAnswer> {
  const t = call.ticket;
  const sale = {
    companyId: t?.companyId ?? null,
    ticketCode: t?.ticketCode ?? null,
    supervisorId: t?.supervisorId ?? null,
    soldAt: t?.soldAt.toISOString() ?? null,
    totalAmount: t?.totalAmount ?? null,
    multipliers: t?.multipliers ?? null,
    saleFingerprint: t?.saleFingerprint ?? null,
    deltas: call.deltas.map((d) => ({
      game_category: d.gameCategory,
      number: d.number,
      scope_key: d.scopeKey,
      amount: d.amount,
      cap: d.cap,
      payout: d.payout,
    })),
    lines: (call.lines ?? []).map((l) => ({
      game_category: l.gameCategory,
      number: l.number,
      amount: l.amount,
      bonus: l.bonus,
    })),
  };
  const result = await db.execute(sql`
    select tiraj_sell(${drawLockArgs(call.categoryId, call.drawDate)}, ${call.sellerId}::uuid,
      ${call.categoryId}::uuid, ${call.drawDate}::date, ${call.saleKey}::text, ${call.hash}::text,
      ${call.mode}::text, ${JSON.stringify(sale)}::jsonb) as answer`);
  const answer = rowsOf<{ answer: SellAnswer | string }>(result)[0]!.answer;
  return typeof answer === 'string' ? (JSON.parse(answer) as SellAnswer) : answer;
}
