import { median, percentile, shareOf } from './fraud-statistics.ts';

/**
 * Fraud signals (issue 15): per seller over a period, what its tickets show, set against the
 * other sellers the reader sees. Every figure counts the tickets whose draw date is in the
 * period. Amounts are integer centimes.
 */
export interface SellerActivity {
  /** tickets sold, deleted ones included (a deleted ticket was sold first) */
  tickets: number;
  /** their non-bonus amounts, deleted ones included */
  sales: number;
  /** tickets deleted (by anyone: the seller, its supervisor or the company) */
  deleted: number;
  deletedAmount: number;
  /** deleted in the last `lateDeletionMinutes` before their draw closed, or after it closed */
  lateDeletions: number;
  /** sold in the last `lateSaleMinutes` before their draw closed */
  lateSales: number;
  /** not deleted, and their draw has a result */
  settled: number;
  /** of those, paying more than 0 */
  won: number;
  /** winnings paid out to the customer */
  paidOut: number;
  /** of those, paid out by another seller (not the company, not the seller itself) */
  paidByOther: number;
  paidByOtherAmount: number;
}

export const EMPTY_ACTIVITY: SellerActivity = {
  tickets: 0,
  sales: 0,
  deleted: 0,
  deletedAmount: 0,
  lateDeletions: 0,
  lateSales: 0,
  settled: 0,
  won: 0,
  paidOut: 0,
  paidByOther: 0,
  paidByOtherAmount: 0,
};

/**
 * When a seller is flagged. A figure is flagged when, among the sellers with enough tickets for
 * it to mean something (its `minBase`), there are at least `minSellers`, the seller is one of
 * them, it has at least `minEvents` of what the figure counts (3 deletions, not 1 of 20), its
 * figure is above the 95th percentile of theirs, and at least twice their median: the top of a
 * tight pack (always above the 95th percentile) is not a signal.
 */
export const FRAUD_RULES = {
  lateDeletionMinutes: 10,
  lateSaleMinutes: 1,
  percentile: 0.95,
  minSellers: 5,
  minEvents: 3,
  factor: 2,
} as const;

/** The figures that can flag a seller, in the order reasons are listed. */
export const FRAUD_FIGURES = [
  'deletedShare',
  'lateDeletionShare',
  'lateSaleShare',
  'winRate',
  'paidByOtherShare',
] as const;
export type FraudFigure = (typeof FRAUD_FIGURES)[number];

/** Which list holds the tickets behind a figure. */
export type FraudTickets = 'deleted' | 'sold' | 'won';

interface FigureRule {
  value: (a: SellerActivity) => number;
  /** how many of what the figure counts: deletions, late sales, wins… */
  events: (a: SellerActivity) => number;
  /** what the figure is a share of, and the least of it that makes a seller comparable */
  base: (a: SellerActivity) => number;
  minBase: number;
  /** the activity counts whose medians are shown beside this figure (over its sample) */
  counts: readonly (keyof SellerActivity)[];
  tickets: FraudTickets;
}

export const FIGURE_RULES: Record<FraudFigure, FigureRule> = {
  deletedShare: {
    value: (a) => shareOf(a.deletedAmount, a.sales),
    events: (a) => a.deleted,
    base: (a) => a.tickets,
    minBase: 20,
    counts: ['tickets', 'sales', 'deleted', 'deletedAmount'],
    tickets: 'deleted',
  },
  lateDeletionShare: {
    value: (a) => shareOf(a.lateDeletions, a.tickets),
    events: (a) => a.lateDeletions,
    base: (a) => a.tickets,
    minBase: 20,
    counts: ['lateDeletions'],
    tickets: 'deleted',
  },
  lateSaleShare: {
    value: (a) => shareOf(a.lateSales, a.tickets),
    events: (a) => a.lateSales,
    base: (a) => a.tickets,
    minBase: 20,
    counts: ['lateSales'],
    tickets: 'sold',
  },
  winRate: {
    value: (a) => shareOf(a.won, a.settled),
    events: (a) => a.won,
    base: (a) => a.settled,
    minBase: 20,
    counts: ['settled', 'won'],
    tickets: 'won',
  },
  paidByOtherShare: {
    value: (a) => shareOf(a.paidByOther, a.paidOut),
    events: (a) => a.paidByOther,
    base: (a) => a.paidOut,
    minBase: 5,
    counts: ['paidOut', 'paidByOther', 'paidByOtherAmount'],
    tickets: 'won',
  },
};

/** Why a seller is listed first: the figure (its `code`), its value and the company's. */
export interface FraudReason {
  code: FraudFigure;
  params: { value: number; median: number; p95: number; events: number; base: number };
  tickets: FraudTickets;
}

export type FigureValues = Record<FraudFigure, number>;
export type Medians = Record<FraudFigure | keyof SellerActivity, number | null>;

export interface CompanyFigures {
  /** per figure (and per count shown beside it), the median over that figure's sample */
  medians: Medians;
  /** per figure, the 95th percentile over its sample */
  p95: Record<FraudFigure, number | null>;
  /** per figure, how many sellers its sample has */
  sample: Record<FraudFigure, number>;
  /** every ticket of the sellers read together: won / settled */
  winRate: number | null;
}

export type SellerSignals<S> = S & { figures: FigureValues; reasons: FraudReason[] };

export interface FraudSignals<S> {
  /** flagged sellers first (most reasons first), then by name */
  sellers: SellerSignals<S>[];
  company: CompanyFigures;
}

const inSample = (rule: FigureRule, a: SellerActivity) => rule.base(a) >= rule.minBase;

function companyFigures(activities: SellerActivity[]): CompanyFigures {
  const medians = {} as Medians;
  const p95 = {} as Record<FraudFigure, number | null>;
  const sample = {} as Record<FraudFigure, number>;
  for (const figure of FRAUD_FIGURES) {
    const rule = FIGURE_RULES[figure];
    const members = activities.filter((a) => inSample(rule, a));
    const values = members.map(rule.value);
    medians[figure] = median(values);
    p95[figure] = percentile(values, FRAUD_RULES.percentile);
    sample[figure] = members.length;
    for (const count of rule.counts) medians[count] = median(members.map((a) => a[count]));
  }
  const settled = activities.reduce((s, a) => s + a.settled, 0);
  const won = activities.reduce((s, a) => s + a.won, 0);
  return { medians, p95, sample, winRate: settled > 0 ? won / settled : null };
}

/** The reasons to look at a seller: each figure that is far from the company's (FRAUD_RULES). */
export function reasonsOf(activity: SellerActivity, company: CompanyFigures): FraudReason[] {
  const reasons: FraudReason[] = [];
  for (const figure of FRAUD_FIGURES) {
    const rule = FIGURE_RULES[figure];
    const mid = company.medians[figure];
    const top = company.p95[figure];
    if (mid === null || top === null || company.sample[figure] < FRAUD_RULES.minSellers) continue;
    if (!inSample(rule, activity) || rule.events(activity) < FRAUD_RULES.minEvents) continue;
    const value = rule.value(activity);
    if (value <= top || value < FRAUD_RULES.factor * mid) continue;
    reasons.push({
      code: figure,
      params: {
        value,
        median: mid,
        p95: top,
        events: rule.events(activity),
        base: rule.base(activity),
      },
      tickets: rule.tickets,
    });
  }
  return reasons;
}

/** Each seller's figures and reasons, and the company's medians, over the sellers given. */
export function fraudSignalsOf<S extends { name: string; activity: SellerActivity }>(
  sellers: readonly S[],
): FraudSignals<S> {
  const company = companyFigures(sellers.map((s) => s.activity));
  const rows = sellers.map((s) => ({
    ...s,
    figures: Object.fromEntries(
      FRAUD_FIGURES.map((f) => [f, FIGURE_RULES[f].value(s.activity)]),
    ) as FigureValues,
    reasons: reasonsOf(s.activity, company),
  }));
  rows.sort(
    (a, b) =>
      b.reasons.length - a.reasons.length ||
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
      a.name.localeCompare(b.name),
  );
  return { sellers: rows, company };
}
