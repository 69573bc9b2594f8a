import { DEFAULT_CONDITIONS, type Multipliers } from './payment-terms.ts';

/** A draw's payout terms and the free-maryaj switch as the company sets them. */
export interface CompanyTerms {
  /** the company's term for the draw; null: the official rates */
  conditions: Multipliers | null;
  bonusFlag: boolean;
}

/** What a branch sets of its own (issue 39); null: the company's. */
export interface BranchTerms {
  conditions: Multipliers | null;
  bonusFlag: boolean | null;
}

/** The terms a sale uses; `conditions` null: the official rates (`paidMultipliers`). */
export interface TermsInForce {
  conditions: Multipliers | null;
  bonusFlag: boolean;
}

/**
 * The payout terms and the free-maryaj switch a seller's sale uses (issue 39): each one its
 * branch's when the branch sets it, else the company's; a seller without a branch has the
 * company's. The sale's SQL (`tiraj_sale_context`) resolves the same rule in the database; a test
 * proves the two agree. The two are resolved apart: a branch may set its own rates and keep the
 * company's switch, or the other way round.
 */
export function termsInForce(company: CompanyTerms, branch: BranchTerms | null): TermsInForce {
  return {
    conditions: branch?.conditions ?? company.conditions,
    bonusFlag: branch?.bonusFlag ?? company.bonusFlag,
  };
}

/** The 16 multipliers a ticket keeps: the terms in force, or the official rates without any. */
export const paidMultipliers = (conditions: Multipliers | null): number[] => [
  ...(conditions ?? DEFAULT_CONDITIONS),
];
