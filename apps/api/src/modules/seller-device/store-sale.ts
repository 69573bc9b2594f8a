import { randomBytes } from 'node:crypto';
import { alertCrossings, coded, localDateOf, onlineTicketCode, salesWindow } from '@tiraj/domain';
import { refused } from '../../errors.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { planSale, type OfflineSale, type Plan } from './plan-sale.ts';
import type { PreparedSale } from './prepare-sale.ts';
import { knownContext, rememberContext } from './sale-context.ts';
import type { SaleKey } from './sale-keys.ts';
import { linesOverLimits, raisedTotals, refuse, refusedAll, totalsByKey } from './sale-refusals.ts';
import { refuseOverCredit } from './credit-refusal.ts';
import { callSell } from './sell-call.ts';

/** How a client's sale differs from the point of sale's: only in what the ticket is numbered by. */
export interface SaleOptions {
  /** a LotterySoft device's sale: the ticket also gets the integer number that app prints */
  lotterySoftNumber?: boolean;
  /** an offline ticket synced (issue 32): sold for its grant's draw, whatever the clock now */
  offline?: OfflineSale;
}

/** An offline ticket's printed code is another ticket's already (issue 37): it is held, not renumbered. */
export class PrintedCodeTaken extends Error {
  constructor(code: string) {
    super(`The printed ticket code ${code} is taken`);
  }
}

/** Calls before a sale gives up on a context that changes under every one of them. */
const MAX_CALLS = 6;

/**
 * Stores the sale, or, when its key was used before by this seller, answers
 * that earlier sale and stores nothing, whatever the clock: a repeat is
 * answered even after its draw closed.
 *
 * One round trip when the seller's sale context is known (the last one its
 * sales of this category were worked out from): the sale is worked out from
 * it here, by the domain's rules, and `tiraj_sell` stores it only if the
 * context is still the database's (else it answers the new one, and the sale
 * is worked out again: two round trips).
 */
export async function storeSale(
  db: Db,
  seller: CompanyUser,
  { lines, category }: PreparedSale,
  key: SaleKey | undefined,
  timeZone: string,
  now: Date,
  { lotterySoftNumber = false, offline }: SaleOptions = {},
) {
  const window = offline
    ? { open: true, drawDate: offline.drawDate }
    : salesWindow(category.startTime, category.endTime, now, timeZone);
  // A catalog draw's day without a draw (issue 40): nothing to sell for it, said plainly.
  if (!offline && category.noDrawDates.includes(window.drawDate))
    throw refused(coded('draw_catalog.no_draw', { name: category.name, date: window.drawDate }));
  const closed = () => refuse(refusedAll(lines, 'closed'));
  // Without a key, a closed window is refused without a round trip; with one, after the key's lookup.
  if (!window.open && !key) closed();
  const companyId = seller.companyId;
  const totalAmount = lines.reduce((s, l) => s + l.amount, 0);
  let known = knownContext(seller.id, category.id);

  for (let call = 0; call < MAX_CALLS; call++) {
    // A draw with a result for its date is closed for that date (issue 29), whatever the clock.
    const open = window.open && !known?.context?.hasResult;
    const plan =
      known && open ? planSale(known.context, seller.id, lines, totalAmount, offline) : null;
    // Codes are random, never in the offline codes' space; a clash within the company (one in
    // ~10^11) just draws another. An offline ticket keeps the code its paper printed (issue 37).
    const printed = offline?.printed;
    const ticketCode = printed?.ticketCode ?? onlineTicketCode(randomBytes);
    const soldAt = printed?.soldAt ?? now;
    const answer = await callSell(db, {
      companyId,
      sellerId: seller.id,
      categoryId: category.id,
      drawDate: window.drawDate,
      saleKey: key?.key ?? null,
      hash: known?.hash ?? null,
      mode: plan?.kind ?? 'check',
      deltas: plan?.kind === 'sell' ? plan.deltas : plan?.kind === 'totals' ? plan.asked : [],
      ...(plan?.kind === 'sell' && {
        ticket: {
          ticketCode,
          supervisorId: plan.supervisorId,
          soldAt,
          totalAmount,
          multipliers: plan.multipliers,
          saleFingerprint: key?.fingerprint ?? null,
          lotterySoftNumber,
          commissionRate: plan.commissionRate,
          supervisorCommissionRate: plan.supervisorCommissionRate,
          creditLimit: plan.creditLimit,
          soldDay: localDateOf(soldAt, timeZone),
        },
        lines: plan.stored,
      }),
    });
    switch (answer.kind) {
      case 'earlier':
        return { earlier: answer.earlier };
      case 'context':
        known = { context: answer.context, hash: answer.hash };
        rememberContext(seller.id, category.id, known);
        if (!window.open || known.context?.hasResult) return closed();
        continue; // work the sale out again, from the database's context
      case 'checked':
        // The context the plan was worked out from is current: its refusals stand.
        return open && plan?.kind === 'check' ? refuse(plan.refusals) : closed();
      case 'totals': {
        const asked = planOf(plan, 'totals');
        return refuse([
          ...asked.refusals,
          ...linesOverLimits(lines, asked.asked, totalsByKey(answer.totals)),
        ]);
      }
      case 'refused': {
        const { deltas } = planOf(plan, 'sell');
        const over = linesOverLimits(lines, deltas, totalsByKey(answer.totals));
        // Refused, yet the totals read after it leave room: a deletion gave some back meanwhile.
        if (over.length === 0) continue;
        return refuse(over);
      }
      case 'codeTaken':
        // A printed code is never changed, and never sold twice: the ticket is held (issue 37).
        if (printed) throw new PrintedCodeTaken(printed.ticketCode);
        continue;
      case 'creditRefused': {
        const { commissionRate, creditLimit } = planOf(plan, 'sell');
        return refuseOverCredit(creditLimit!, answer, totalAmount, commissionRate);
      }
      case 'sold': {
        const sold = planOf(plan, 'sell');
        // Read from the raise's own answer: stored and announced once the sale is committed.
        const alerts = alertCrossings(raisedTotals(sold.deltas, answer.raised), sold.alertPercent);
        return {
          sold: {
            id: answer.id,
            ticketCode,
            soldAt,
            drawDate: window.drawDate,
            category,
            totalAmount,
            lines: sold.stored,
            lineIds: answer.lineIds,
            multipliers: sold.multipliers,
            supervisorId: sold.supervisorId,
            alerts,
            // recorded offline past a limit (by at most the grant's cap): flagged (issue 32)
            overLimit: offline
              ? raisedTotals(sold.deltas, answer.raised).some(
                  (r) => r.cap !== null && r.total > r.cap - offline.capAllowance,
                )
              : false,
          },
        };
      }
    }
  }
  throw new Error('The sale context changed under every call');
}

/** The plan an answer belongs to: the call's mode was the plan's, so another is a broken function. */
function planOf<K extends Plan['kind']>(plan: Plan | null, kind: K): Extract<Plan, { kind: K }> {
  if (plan?.kind !== kind)
    throw new Error(`tiraj_sell's answer needs a ${kind} call; it was a ${plan?.kind ?? 'check'}`);
  return plan as Extract<Plan, { kind: K }>;
}
