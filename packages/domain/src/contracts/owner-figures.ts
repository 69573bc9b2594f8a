import { z } from 'zod';

/**
 * Issue 38: the figures an owner reads beside SPEC's Total, Paid and Profit (which keep their
 * meaning): the sellers' commission and the net profit after it (packages/domain net-profit.ts).
 */
export const ownerFigures = {
  commission: z
    .number()
    .describe(
      "HTG: the sellers' commission on these tickets, each at the rate it kept when sold, rounded half-up to the centime per seller and draw date",
    ),
  netProfit: z
    .number()
    .describe(
      "HTG: net profit = sum − paid (won) − commission: what the draws earned after the sellers' commission (the supervisors' is not taken off)",
    ),
};
