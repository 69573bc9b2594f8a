import { z } from 'zod';
import { ownerFigures } from './owner-figures.ts';
import { branchFilter, calendarDate } from './common.ts';
import { lotteryFilter, sellerFilter } from './sale-details.ts';

/** `?fromDate&toDate&lotteryCategoryName`: draw dates, both included. */
export const companySaleReportQuery = z.object({
  fromDate: calendarDate('From'),
  toDate: calendarDate('To'),
  lotteryCategoryName: lotteryFilter,
});
export type CompanySaleReportQuery = z.input<typeof companySaleReportQuery>;

/** The per-seller sales report of each reader, spelled as SPEC.md §7 does (routing is case-insensitive). */
export const SALE_REPORT_PATHS = {
  subadmin: '/subadmin/getsalereports',
  supervisor: '/superVisor/getSalereports',
} as const;

/** `?seller&fromDate&toDate&lotteryCategoryName` (SPEC.md §7). */
export const saleReportQuery = companySaleReportQuery.extend({
  seller: sellerFilter,
  branch: branchFilter,
});
export type SaleReportQuery = z.input<typeof saleReportQuery>;

const htg = (what: string) => z.number().describe(`HTG: ${what}`);
const figures = {
  sum: htg('Total: non-bonus line amounts of tickets not deleted, from the moment of sale'),
  paid: htg('Paid: what they won, following the result (corrections included)'),
  profit: htg('Profit: sum − paid'),
  paidOut: htg(
    'Paid out: cash handed over to winners of these tickets on the days From–To (by day of payment), never changed by a corrected result',
  ),
  ...ownerFigures,
};

export const sellerSaleReport = z
  .object({
    _id: z.string().describe('the seller id'),
    name: z.string().describe("the seller's user name"),
    company: z.string(),
    ...figures,
  })
  .meta({ id: 'SellerSaleReport' });
export type SellerSaleReport = z.infer<typeof sellerSaleReport>;

export const reportTotals = z.object({
  count: z.number().int().describe('how many rows'),
  ...figures,
});
export type ReportTotals = z.infer<typeof reportTotals>;

export const sellerSaleReportAnswer = z.object({
  success: z.literal(true),
  data: z
    .array(sellerSaleReport)
    .describe('sellers with sales in the range (or cash paid out on those days), by name'),
  totals: reportTotals,
});
export type SellerSaleReportAnswer = z.infer<typeof sellerSaleReportAnswer>;

export const companySaleReport = z
  .object({
    _id: z.string().describe('the company id'),
    name: z.string().describe('the company name'),
    ...figures,
  })
  .meta({ id: 'CompanySaleReport' });
export type CompanySaleReport = z.infer<typeof companySaleReport>;

export const companySaleReportAnswer = z.object({
  success: z.literal(true),
  data: z
    .array(companySaleReport)
    .describe('companies with sales in the range (or cash paid out on those days), by name'),
  totals: reportTotals,
});
export type CompanySaleReportAnswer = z.infer<typeof companySaleReportAnswer>;
