import { BONUS_LINE_AMOUNT, paidMultipliers, sellerScopeKeys } from '@tiraj/domain';
import type { RefusedLine } from '@tiraj/domain/contracts';
import { inLockOrder, type TotalDelta } from '../../ticketing/limit-totals.ts';
import { drawBonusLines } from './bonus-lines.ts';
import type { SaleContext } from './sale-context.ts';
import type { SaleToStore } from './sell-call.ts';
import {
  blockedLines,
  deltasOverCap,
  limitDeltas,
  overPercentage,
  refusedAll,
  type SaleLine,
} from './sale-refusals.ts';

type LineRow = SaleToStore['lines'][number];

/** An offline ticket being recorded (issue 32): its grant's draw and how far it may pass a limit. */
export interface OfflineSale {
  drawDate: string;
  /** centimes: the grant's cap per number */
  capAllowance: number;
  /**
   * What its paper printed (issue 37): its code, its sale time on the device and its free maryaj
   * numbers (null: a device from before, whose paper had none: drawn here as online)
   */
  printed?: { ticketCode: string; soldAt: Date; bonus: string[] | null };
  /**
   * The payout terms its grant froze: the ticket was sold under them, whatever the company or its
   * branch set between the grant and the sync
   */
  terms?: readonly number[];
}

/** What a sale does, worked out by the domain's rules from a known sale context. */
export type Plan =
  /** refused whatever the totals: only confirm the context */
  | { kind: 'check'; refusals: RefusedLine[] }
  /** refused: read the totals of `asked` (every capped delta) to tell every line over a limit, with what is left */
  | { kind: 'totals'; refusals: RefusedLine[]; asked: TotalDelta[] }
  | {
      kind: 'sell';
      deltas: TotalDelta[];
      stored: LineRow[];
      multipliers: number[];
      supervisorId: string | null;
      alertPercent: number;
      /** the rate the ticket keeps and the credit limit its sale is checked against (issue 26) */
      commissionRate: number;
      /** the supervisor's rate the ticket keeps; null: the seller has no supervisor */
      supervisorCommissionRate: number | null;
      creditLimit: number | null;
    };

/**
 * A sale worked out from a known sale context, without the database: the
 * refusals that need no totals (inactive, blocked,
 * percentage), the bonus lines, and the limit raises in lock order.
 */
export function planSale(
  me: SaleContext | null,
  sellerId: string,
  lines: SaleLine[],
  totalAmount: number,
  offline?: OfflineSale,
): Plan {
  if (!me?.active) return { kind: 'check', refusals: refusedAll(lines, 'inactive') };
  const refusals = [...blockedLines(lines, me.blocked), ...overPercentage(lines, me.percents)];
  // Drawn before the totals are raised: a bonus line's payout is part of the risk board's. An
  // offline ticket's are the ones its paper printed, whatever the context says now (issue 37).
  const printedBonus = offline?.printed?.bonus;
  const bonus = printedBonus
    ? printedBonus.map((number) => ({
        gameCategory: 'MRG' as const,
        number,
        amount: BONUS_LINE_AMOUNT,
        bonus: true,
      }))
    : me.bonusFlag
      ? drawBonusLines(
          totalAmount,
          new Set(me.blocked.filter((b) => b.game === 'MRG').map((b) => b.number)),
        )
      : [];
  const stored: LineRow[] = [
    ...lines.map((l) => ({
      gameCategory: l.gameCategory,
      number: l.number,
      amount: l.amount,
      bonus: false,
    })),
    ...bonus,
  ];
  // The terms in force for the seller (its branch's or the company's: the context resolved them);
  // an offline ticket's, those its grant froze when it was sold (16 multipliers, as every grant's).
  const multipliers =
    offline?.terms?.length === 16 ? [...offline.terms] : paidMultipliers(me.conditions);
  const deltas = inLockOrder(
    limitDeltas(stored, multipliers, sellerScopeKeys(sellerId, me.supervisorId), me.limitRecords),
  ).map((d) =>
    // An offline ticket may pass a limit by at most its grant's cap (issue 32).
    offline && d.cap !== null ? { ...d, cap: d.cap + offline.capAllowance } : d,
  );
  // Refused already, or a delta over its cap on its own (the upsert's WHERE checks only an
  // update): read every capped total, so that every line over a limit is named with its room.
  if (refusals.length || deltasOverCap(deltas).length)
    return { kind: 'totals', refusals, asked: deltas.filter((d) => d.cap !== null) };
  return {
    kind: 'sell',
    deltas,
    stored,
    multipliers,
    supervisorId: me.supervisorId,
    alertPercent: me.alertPercent,
    commissionRate: me.commissionRate,
    supervisorCommissionRate: me.supervisorCommissionRate,
    // An offline ticket's grant reserved its budget on the seller's credit (issue 32).
    creditLimit: offline ? null : me.creditLimit,
  };
}
