import { fromCentimes } from './money.ts';
import { reportFiguresOf } from './paid-out.ts';

/**
 * Net profit (issue 38), what the owner keeps of the draws after paying the sellers:
 * Total − Paid (what the tickets won) − the sellers' commission on those tickets, in centimes.
 * SPEC's Profit (Total − Paid) stays as it is beside it. The supervisors' commission is not
 * taken off: it is owed per supervisor over a period (the Caisse), not per draw or seller.
 * It uses what the tickets WON, not the cash paid out, so a day's figure does not wait for
 * the winners to come and collect (ARCHITECTURE.md §9: won and paid out are two figures).
 */
export const netProfitOf = (sum: number, won: number, commission: number) => sum - won - commission;

/**
 * A report's or home's figures for an owner, from centimes: SPEC's Total, Paid (won), Profit
 * and Paid out (reportFiguresOf), with the sellers' commission and the net profit beside them.
 */
export function ownerFiguresOf(sum: number, won: number, paidOut: number, commission: number) {
  return {
    ...reportFiguresOf(sum, won, paidOut),
    commission: fromCentimes(commission),
    netProfit: fromCentimes(netProfitOf(sum, won, commission)),
  };
}
