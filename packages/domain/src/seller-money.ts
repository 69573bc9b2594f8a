// Seller money (issue 26): commission, the day's due, remittances and the running balance.
// Amounts are integer centimes; a commission rate is a whole number of hundredths of a percent
// (12.5 % → 1250), so a ticket's exact commission is amount × rate in 1/10000 of a centime and
// the arithmetic stays in integers until the day's one rounding.

/** The most a commission percentage may be (company default, seller override, supervisor's). */
export const COMMISSION_PERCENT_MAX = 50;

/** Units of exact commission in one centime (amount × rate in hundredths of a percent). */
const EXACT_PER_CENTIME = 10_000;

/** A ticket's exact commission: its amount (centimes) × its rate (hundredths of a percent). */
export const exactCommissionOf = (amount: number, rateHundredths: number) =>
  amount * rateHundredths;

/** A day's commission in centimes from its exact sum, half-up to the centime (the sum is never negative). */
export const roundCommission = (exact: number) =>
  Math.floor((exact + EXACT_PER_CENTIME / 2) / EXACT_PER_CENTIME);

/** A sold ticket as the day's figures read it: the day it was sold (operator time). */
export interface SoldTicket {
  day: string;
  /** centimes, the non-bonus lines */
  amount: number;
  /** the rate the ticket kept, hundredths of a percent */
  commissionRate: number;
  deleted: boolean;
}

/** Cash a seller handed to a winner: the day it was paid (operator time), whoever sold the ticket. */
export interface SellerPayout {
  day: string;
  amount: number;
}

/** One seller's running figures of one day, as the database keeps them (seller_days). */
export interface SellerDay {
  day: string;
  sales: number;
  /** Σ amount × rate of the day's live tickets: rounded once, at the end */
  commissionExact: number;
  payouts: number;
}

/** The day rows a seller's tickets and payouts make (deleted tickets sell and earn nothing). */
export function sellerDaysOf(sold: SoldTicket[], payouts: SellerPayout[]): SellerDay[] {
  const days = new Map<string, SellerDay>();
  const dayOf = (day: string) => {
    let row = days.get(day);
    if (!row) days.set(day, (row = { day, sales: 0, commissionExact: 0, payouts: 0 }));
    return row;
  };
  for (const t of sold) {
    if (t.deleted) continue;
    const row = dayOf(t.day);
    row.sales += t.amount;
    row.commissionExact += exactCommissionOf(t.amount, t.commissionRate);
  }
  for (const p of payouts) dayOf(p.day).payouts += p.amount;
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export const LEDGER_KINDS = ['remittance', 'opening', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * An entry of the seller's ledger, never changed. `amount` is what it takes off the balance:
 * a remittance of cash from the seller is positive, cash handed to the seller negative; an
 * opening balance the seller owes is stored negative; a reversal is the opposite of its entry.
 */
export interface LedgerEntry {
  day: string;
  kind: LedgerKind;
  amount: number;
  /** a reversal: the kind of the entry it reverses (an opening's reversal moves the opening) */
  reverses?: Exclude<LedgerKind, 'reversal'> | null;
}

/** Whether an entry counts as cash remitted (else it moves the opening balance). */
const isRemittance = (e: LedgerEntry) =>
  e.kind === 'remittance' || (e.kind === 'reversal' && e.reverses !== 'opening');

/** The stored amount of an entry as typed: cash from the seller (+) or to it (−); an opening the seller owes. */
export function ledgerAmountOf(kind: Exclude<LedgerKind, 'reversal'>, typed: number): number {
  return kind === 'opening' ? -typed : typed;
}

/** One day of a seller's statement, in centimes. */
export interface StatementDay {
  day: string;
  sales: number;
  commission: number;
  payouts: number;
  /** sales − commission − payouts */
  due: number;
  /** cash the seller handed in that day, net of cash handed to it and of reversals */
  remitted: number;
  /** an opening balance recorded that day (what the seller owed before Tiraj) */
  opening: number;
  /** what the seller owes the bank at the end of the day */
  balance: number;
}

export const dueOf = (d: Pick<StatementDay, 'sales' | 'commission' | 'payouts'>) =>
  d.sales - d.commission - d.payouts;

/**
 * The seller's statement: one row per day that has figures or entries, in order, each with the
 * balance carried from every day before (`carried`: the balance before the first day given).
 */
export function sellerStatement(
  days: SellerDay[],
  entries: LedgerEntry[],
  carried = 0,
): StatementDay[] {
  const byDay = new Map<string, StatementDay>();
  const rowOf = (day: string) => {
    let row = byDay.get(day);
    if (!row)
      byDay.set(
        day,
        (row = {
          day,
          sales: 0,
          commission: 0,
          payouts: 0,
          due: 0,
          remitted: 0,
          opening: 0,
          balance: 0,
        }),
      );
    return row;
  };
  const exact = new Map<string, number>();
  for (const d of days) {
    const row = rowOf(d.day);
    row.sales += d.sales;
    row.payouts += d.payouts;
    exact.set(d.day, (exact.get(d.day) ?? 0) + d.commissionExact);
  }
  // Rounded once per day, whatever the rows it was kept in.
  for (const [day, sum] of exact) rowOf(day).commission = roundCommission(sum);
  for (const e of entries) {
    const row = rowOf(e.day);
    if (isRemittance(e)) row.remitted += e.amount;
    else row.opening -= e.amount;
  }
  let balance = carried;
  return [...byDay.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((row) => {
      const due = dueOf(row);
      balance += due - row.remitted + row.opening;
      return { ...row, due, balance };
    });
}

/** The balance after every day and entry given: what the seller owes the bank now. */
export const balanceOf = (days: SellerDay[], entries: LedgerEntry[]) =>
  sellerStatement(days, entries).at(-1)?.balance ?? 0;

/**
 * How much a change moves the balance, given the day's exact commission before it: the day's
 * commission is rounded once, so a sale moves it by the change of the rounded figure.
 */
export function balanceMove(
  dayCommissionExact: number,
  change: { sales: number; commissionExact: number; payouts: number; remitted: number },
): number {
  const commission =
    roundCommission(dayCommissionExact + change.commissionExact) -
    roundCommission(dayCommissionExact);
  return change.sales - commission - change.payouts - change.remitted;
}

/**
 * The most a seller may still sell (centimes) at a rate before its balance passes its credit
 * limit: the largest sale whose move (sale − the commission it adds to the day) fits `left`.
 */
export function saleLeftWithin(left: number, dayCommissionExact: number, rate: number): number {
  if (left <= 0) return 0;
  const move = (sale: number) =>
    balanceMove(dayCommissionExact, {
      sales: sale,
      commissionExact: exactCommissionOf(sale, rate),
      payouts: 0,
      remitted: 0,
    });
  // The move grows with the sale (a rate ≤ 50 % keeps at least half of it): search the largest fit.
  let low = 0;
  let high = rate >= EXACT_PER_CENTIME ? Number.MAX_SAFE_INTEGER : left * 2 + 2;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (move(mid) <= left) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A sold ticket as the supervisor's commission reads it: the day sold (operator time), its amount. */
export interface SupervisorSale {
  day: string;
  /** centimes, the non-bonus lines */
  amount: number;
  /** the supervisor's rate the ticket kept (hundredths of a percent); null: none kept */
  supervisorRate: number | null;
  deleted: boolean;
}

/**
 * Each day's exact supervisor commission (Σ amount × rate of the day's live tickets): each ticket
 * at the rate it kept when sold, so a change of the company's rate applies to later sales only. A
 * ticket that kept none (sold before the rate was kept) counts at `currentRate`, as it always did.
 */
export function supervisorDaysExactOf(sold: SupervisorSale[], currentRate: number) {
  const days = new Map<string, number>();
  for (const t of sold) {
    if (t.deleted) continue;
    const exact = exactCommissionOf(t.amount, t.supervisorRate ?? currentRate);
    days.set(t.day, (days.get(t.day) ?? 0) + exact);
  }
  return days;
}

/** A supervisor's commission (centimes) from each day's exact sum: half-up to the centime once per day, as a seller's. */
export const supervisorCommissionOfDays = (dailyExact: Iterable<number>) =>
  [...dailyExact].reduce((sum, exact) => sum + roundCommission(exact), 0);

/** A supervisor's commission (centimes) on its sellers' sold tickets, over the days they were sold. */
export const supervisorCommissionOf = (sold: SupervisorSale[], currentRate: number) =>
  supervisorCommissionOfDays(supervisorDaysExactOf(sold, currentRate).values());

/** The credit a seller has left (centimes, never below 0), or null without a limit. */
export const creditLeftOf = (limit: number | null, balance: number) =>
  limit === null ? null : Math.max(0, limit - balance);

/** A percentage typed with at most two decimals, as hundredths (12.5 → 1250). */
export const rateOfPercent = (percent: number) => Math.round(percent * 100);
export const percentOfRate = (rate: number) => rate / 100;
