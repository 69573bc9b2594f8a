import { z } from 'zod';
import { companySaleReportQuery } from './sale-reports.ts';
import { ownerFigures } from './owner-figures.ts';
import {
  dataBody,
  flag,
  inputText,
  isUuid,
  optionalText,
  requiredText,
  unsetAsAbsent,
} from './common.ts';

/** Issue 39: a company's branches (succursales), where its sellers and supervisors work. */
export const BRANCH_PATHS = {
  list: '/subadmin/getbranches',
  add: '/subadmin/addbranch',
  update: '/subadmin/updatebranch',
  remove: '/subadmin/deletebranch',
  summary: '/subadmin/getbranchsummary',
} as const;

export const branch = z
  .object({
    _id: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    isActive: z.boolean(),
    sellers: z.number().int().describe('sellers in the branch (hidden sellers left out)'),
    supervisors: z.number().int().describe('supervisors in the branch'),
    staff: z.number().int().optional().describe('office staff accounts bound to the branch'),
  })
  .meta({ id: 'Branch' });
export type Branch = z.infer<typeof branch>;

const ADDRESS_MAX = 300;
const PHONE_MAX = 40;

/** In an update: absent keeps the text; empty or `null` clears it. */
const changedText = (label: string, max: number) =>
  z
    .union([z.null(), inputText(label)], { error: `${label} must be text` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null))
    .refine((v) => !v || v.length <= max, {
      message: `${label} must be at most ${max} characters`,
      params: { code: 'validation.too_long', maximum: max },
    });

export const addBranchBody = z.object({
  name: unsetAsAbsent(requiredText('Name', 100)),
  address: unsetAsAbsent(optionalText('Address', ADDRESS_MAX)).optional(),
  phoneNumber: unsetAsAbsent(optionalText('Phone Number', PHONE_MAX)).optional(),
  isActive: flag('Active').optional(),
});
export type AddBranchBody = z.input<typeof addBranchBody>;

/** Only the fields sent change; an emptied address or phone number clears it. */
export const updateBranchBody = z.object({
  name: unsetAsAbsent(optionalText('Name', 100)).optional(),
  address: changedText('Address', ADDRESS_MAX),
  phoneNumber: changedText('Phone Number', PHONE_MAX),
  isActive: flag('Active').optional(),
});
export type UpdateBranchBody = z.input<typeof updateBranchBody>;

export const branchList = dataBody(z.array(branch));
export type BranchList = z.infer<typeof branchList>;
export const branchAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: branch,
});
export type BranchAnswer = z.infer<typeof branchAnswer>;

const BRANCH_ID_ERROR = 'Branch must be a branch id';

/** On a new seller or supervisor: the branch's id; empty or `null`: none. */
export const branchOfNew = z
  .union([z.null(), inputText('Branch')], { error: BRANCH_ID_ERROR })
  .optional()
  .transform((v) => v?.trim() || undefined)
  .refine((v) => v === undefined || isUuid(v), BRANCH_ID_ERROR)
  .describe("the branch's id (same company); empty: none");

/** In an update: absent keeps the branch; empty or `null` takes the person out of it. */
export const changedBranch = z
  .union([z.null(), inputText('Branch')], { error: BRANCH_ID_ERROR })
  .optional()
  .transform((v) => (v === undefined ? undefined : v?.trim() || null))
  .refine((v) => !v || isUuid(v), BRANCH_ID_ERROR)
  .describe("the branch's id; absent: keep; empty or null: no branch");

export const branchSummaryQuery = companySaleReportQuery;
export type BranchSummaryQuery = z.input<typeof branchSummaryQuery>;

const htg = (what: string) => z.number().describe(`HTG: ${what}`);

export const branchSummaryRow = z
  .object({
    _id: z.string().nullable().describe("the branch's id; null: sellers in no branch"),
    name: z.string().nullable().describe("the branch's name; null: sellers in no branch"),
    tickets: z.number().int().describe('tickets sold, not deleted'),
    sum: htg("Total, as the sales report's, summed over the branch's sellers"),
    paid: htg("Paid (won), as the sales report's"),
    profit: htg('Profit: sum − paid'),
    paidOut: htg("Paid out, as the sales report's: cash handed over on the days From–To"),
    ...ownerFigures,
  })
  .meta({ id: 'BranchSummaryRow' });
export type BranchSummaryRow = z.infer<typeof branchSummaryRow>;

export const branchSummaryAnswer = z.object({
  success: z.literal(true),
  data: z.array(branchSummaryRow).describe('each branch by name, then the sellers in no branch'),
});
export type BranchSummaryAnswer = z.infer<typeof branchSummaryAnswer>;
