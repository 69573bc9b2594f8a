import { z } from 'zod';
import { flag } from './common.ts';
import { lotteryCategoryRef } from './lottery-categories.ts';
import { conditionsInput, paymentTerm } from './payment-terms.ts';

/**
 * Issue 39: a branch's own payout terms per draw and its free-maryaj switch, which its sellers'
 * sales use instead of the company's (packages/domain `termsInForce`).
 */
export const BRANCH_TERMS_PATHS = {
  get: '/subadmin/getbranchterms',
  set: '/subadmin/setbranchterms',
} as const;

export const branchIdParam = z.object({ branchId: z.uuid({ error: 'Not a valid id' }) });

export const branchTerms = z
  .object({
    branchId: z.string(),
    name: z.string().describe("the branch's name"),
    bonusFlag: z
      .boolean()
      .nullable()
      .describe("the branch's own free-maryaj switch; null: the company's (`companyBonusFlag`)"),
    companyBonusFlag: z.boolean().describe("the company's free-maryaj switch"),
    terms: z
      .array(paymentTerm)
      .describe(
        "the branch's own payment terms, one per draw; a draw without one pays the company's term (or the official rates)",
      ),
  })
  .meta({ id: 'BranchTerms' });
export type BranchTerms = z.infer<typeof branchTerms>;

export const branchTermsAnswer = z.object({ success: z.literal(true), data: branchTerms });
export type BranchTermsAnswer = z.infer<typeof branchTermsAnswer>;

/**
 * What changes, only what is sent: a draw's own term (`conditions`; `null` gives the draw back to
 * the company's term), and the free-maryaj switch (`null`: the company's).
 */
export const setBranchTermsBody = z
  .object({
    lotteryCategoryName: lotteryCategoryRef
      .optional()
      .describe('the draw (its name or id) whose term `conditions` sets'),
    conditions: z
      .union([z.null(), conditionsInput], { error: 'Conditions must be a list of 16 numbers' })
      .optional()
      .describe("the draw's own 16 multipliers; null: the company's term again"),
    bonusFlag: z
      .union([z.null(), flag('Free maryaj')])
      .optional()
      .describe('the branch’s own free-maryaj switch; null: the company’s again'),
  })
  .superRefine((body, ctx) => {
    if (body.conditions !== undefined && body.lotteryCategoryName === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['lotteryCategoryName'],
        message: 'Lottery category is required with conditions',
      });
  });
export type SetBranchTermsBody = z.input<typeof setBranchTermsBody>;
