import { z } from 'zod';
import { cashUpCredit, CREDIT_KEYS, supervisorOwed } from './cash-up-credit.ts';
import { COMMISSION_PERCENT_MAX, LEDGER_KINDS } from '../seller-money.ts';
import {
  branchFilter,
  calendarDate,
  dataBody,
  digitsAsNumber,
  inputText,
  personRef,
  requiredText,
} from './common.ts';

// Seller money (issue 26): commission and limits settings, the cash-up, the seller's statement,
// the remittance ledger and the seller's own balance. Amounts in HTG, two decimals, exact.

/** An amount in HTG with at most two decimals (centimes exact). */
export const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A commission percentage: 0–50, at most two decimals; a digit string ("5") counts as its number. */
export const commissionPercent = (label: string) =>
  digitsAsNumber(
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be from 0 to ${COMMISSION_PERCENT_MAX}`)
      .max(COMMISSION_PERCENT_MAX, `${label} must be from 0 to ${COMMISSION_PERCENT_MAX}`)
      .refine(twoDecimals, `${label} has at most two decimals`),
  );

/** An amount of HTG a limit is set to: 0 or more, at most two decimals (digits as text too); null: no limit. */
const limitAmount = (label: string) =>
  digitsAsNumber(
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .max(100_000_000, `${label} is too large`)
      .refine(twoDecimals, `${label} has at most two decimals`),
  ).nullable();

/** PATCH /subadmin/updatecommission */
export const updateCommissionBody = z.object({
  commissionPercent: commissionPercent('Commission').describe(
    "the sellers' commission, percent of their sales (a seller's own rate overrides it)",
  ),
  supervisorCommissionPercent: commissionPercent('Supervisor commission')
    .optional()
    .describe("a supervisor's commission on its sellers' sales, percent; absent: keep"),
});
export type UpdateCommissionBody = z.input<typeof updateCommissionBody>;

/** PATCH /subadmin/updatepayoutlimit */
export const updatePayoutLimitBody = z.object({
  sellerPayoutLimit: limitAmount('Payout limit').describe(
    'HTG: the largest winning ticket a seller may pay out; above it the office pays. null: no limit',
  ),
});
export type UpdatePayoutLimitBody = z.input<typeof updatePayoutLimitBody>;

/** PATCH /subadmin/updatecreditlimit: the company's default credit limit of its sellers. */
export const updateCreditLimitBody = z.object({
  defaultCreditLimit: limitAmount('Credit limit').describe(
    'HTG: the most a seller may owe the bank before its sales are refused. null: no limit',
  ),
});
export type UpdateCreditLimitBody = z.input<typeof updateCreditLimitBody>;

/** The settings form's contract: the three routes' bodies in one (the web sends each to its route). */
export const moneySettingsBody = updateCommissionBody
  .required({ supervisorCommissionPercent: true })
  .extend({ ...updatePayoutLimitBody.shape, ...updateCreditLimitBody.shape });

/** The company's money settings, as every settings route answers them. */
export const moneySettings = z
  .object({
    commissionPercent: z.number(),
    supervisorCommissionPercent: z.number(),
    sellerPayoutLimit: z.number().nullable().describe('HTG; null: no limit'),
    defaultCreditLimit: z.number().nullable().describe('HTG; null: no limit'),
  })
  .meta({ id: 'MoneySettings' });
export type MoneySettings = z.infer<typeof moneySettings>;
export const moneySettingsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: moneySettings,
});
export type MoneySettingsAnswer = z.infer<typeof moneySettingsAnswer>;

/** Seller fields of add/update seller: null or absent = the company's. */
export const sellerMoneyFields = {
  commissionPercent: commissionPercent('Commission')
    .nullable()
    .optional()
    .describe("the seller's commission, percent; null: the company's"),
  creditLimit: limitAmount('Credit limit')
    .optional()
    .describe("HTG: the most the seller may owe; null: the company's default"),
};

const htg = (what: string) => z.number().describe(`HTG: ${what}`);
const dayFigures = {
  sales: htg("the day's sales: tickets sold that day (operator time), not deleted"),
  commission: htg('what the seller keeps: Σ ticket amount × its rate, half-up to the centime'),
  payouts: htg('winners paid out by this seller that day, whoever sold the ticket'),
  due: htg('sales − commission − payouts'),
  remitted: htg('cash handed in that day (negative: handed to the seller), net of reversals'),
};

/** GET /{subadmin,supervisor}/getcashup?date */
export const cashUpQuery = z.object({ date: calendarDate('Date'), branch: branchFilter });
export type CashUpQuery = z.input<typeof cashUpQuery>;

export const cashUpRow = z
  .object({
    sellerId: z.string(),
    sellerName: z.string(),
    ...dayFigures,
    balance: htg('what the seller owes the bank at the end of the day (negative: the bank owes)'),
    ...cashUpCredit,
  })
  .meta({ id: 'CashUpRow' });
export type CashUpRow = z.infer<typeof cashUpRow>;

export const cashUpAnswer = z.object({
  success: z.literal(true),
  data: z.array(cashUpRow),
  totals: cashUpRow.omit({ ...CREDIT_KEYS, sellerId: true, sellerName: true }).extend({
    supervisorCommission: htg(
      "a supervisor's own commission on its sellers' sales of the day (each ticket at the company's supervisor rate it kept when sold, half-up to the centime once per day); only in the supervisor's cash-up",
    ).optional(),
  }),
  supervisors: z
    .array(supervisorOwed)
    .optional()
    .describe(
      "the company's cash-up only: what the bank owes each supervisor in commission for the day",
    ),
});
export type CashUpAnswer = z.infer<typeof cashUpAnswer>;

/** One entry of the remittance ledger: never changed; a mistake is reversed by another. */
export const remittance = z
  .object({
    _id: z.string(),
    number: z
      .number()
      .int()
      .describe("the receipt's number, for people: 1, 2, 3… per company in the order recorded"),
    seller: personRef,
    kind: z.enum(LEDGER_KINDS),
    amount: htg(
      'remittance: cash from the seller (+) or to it (−); opening: what the seller owed; reversal: the opposite of the entry it reverses',
    ),
    note: z.string(),
    date: z.string().describe('YYYY-MM-DD, operator day'),
    createdAt: z.string().describe('ISO instant'),
    createdBy: personRef,
    reverses: z.string().nullable().describe('a reversal: the id of the entry it reverses'),
    reversedBy: z.string().nullable().describe('the id of the reversal of this entry, if any'),
  })
  .meta({ id: 'Remittance' });
export type Remittance = z.infer<typeof remittance>;

const note = requiredText('Note', 200);

/** POST /{subadmin,supervisor}/addremittance */
export const addRemittanceBody = z.object({
  seller: z.uuid({
    error: (i) =>
      i.input === undefined || i.input === '' ? 'Seller is required' : 'Seller is not valid',
  }),
  amount: z
    .number({ error: 'Amount must be a number' })
    .refine((v) => v !== 0, 'Amount must not be 0')
    .refine((v) => Math.abs(v) <= 100_000_000, 'Amount is too large')
    .refine(twoDecimals, 'Amount has at most two decimals')
    .describe('HTG: cash from the seller (> 0) or to the seller (< 0); opening: what it owes'),
  note: inputText('Note').trim().max(200, 'Note must be at most 200 characters').default(''),
  kind: z
    .enum(['remittance', 'opening'], { error: 'Kind must be remittance or opening' })
    .default('remittance')
    .describe('opening: the balance the seller owed when the bank moved to Tiraj (one per seller)'),
});
export type AddRemittanceBody = z.input<typeof addRemittanceBody>;

/** POST /{subadmin,supervisor}/reverseremittance/:id */
export const reverseRemittanceBody = z.object({
  note: note.describe('why the entry is reversed'),
});
export type ReverseRemittanceBody = z.input<typeof reverseRemittanceBody>;

export const remittanceAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: remittance,
  balance: htg("the seller's balance after the entry"),
});
export type RemittanceAnswer = z.infer<typeof remittanceAnswer>;

/** GET /{subadmin,supervisor}/getsellerstatement?seller&fromDate&toDate */
export const sellerStatementQuery = z.object({
  seller: z.uuid({ error: 'Seller is not valid' }),
  fromDate: calendarDate('From'),
  toDate: calendarDate('To'),
});
export type SellerStatementQuery = z.input<typeof sellerStatementQuery>;

export const statementDay = z
  .object({
    date: z.string().describe('YYYY-MM-DD'),
    ...dayFigures,
    opening: htg('an opening balance recorded that day'),
    balance: htg('what the seller owes at the end of the day'),
    entries: z.array(remittance).describe("the day's ledger entries"),
  })
  .meta({ id: 'StatementDay' });
export type StatementDay = z.infer<typeof statementDay>;

export const sellerStatementAnswer = dataBody(
  z.object({
    seller: personRef,
    openingBalance: htg('the balance before fromDate'),
    days: z.array(statementDay).describe('each day with figures or entries, in order'),
    closingBalance: htg('the balance at the end of toDate'),
  }),
);
export type SellerStatementAnswer = z.infer<typeof sellerStatementAnswer>;

/** GET /seller/getbalance */
export const sellerBalanceAnswer = dataBody(
  z.object({
    today: z.object(dayFigures),
    balance: htg('what the seller owes the bank now'),
    creditLimit: z.number().nullable().describe('HTG; null: no limit'),
    creditLeft: z
      .number()
      .nullable()
      .describe('HTG the balance may still grow by before sales are refused; null: no limit'),
    remittances: z.array(remittance).describe('the last entries, newest first'),
  }),
).meta({
  id: 'SellerBalanceAnswer',
  examples: [
    {
      success: true,
      data: {
        today: { sales: 4353.5, commission: 435.35, payouts: 500, due: 3418.15, remitted: 3000 },
        balance: 1418.15,
        creditLimit: 5000,
        creditLeft: 3581.85,
        remittances: [
          {
            _id: '6f1c2a9e-3b7d-4e15-9c41-2d8f0a7b5e63',
            seller: { _id: '0b8f3c52-5d6e-4a8f-9a57-1d1f0f7c9c11', userName: 'jean' },
            kind: 'remittance',
            amount: 3000,
            note: '',
            date: '2026-11-26',
            createdAt: '2026-11-26T22:05:00.000Z',
            createdBy: { _id: '9a2e4c1b-7f3d-4b8e-a6c5-1e0d9f8b7a64', userName: 'bank' },
            reverses: null,
            reversedBy: null,
          },
        ],
      },
    },
  ],
});
export type SellerBalanceAnswer = z.infer<typeof sellerBalanceAnswer>;

/** A sale refused as a whole by the seller's credit limit (422), beside the per-line refusal. */
export const creditRefusal = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.literal('sale.credit_limit'),
    params: z.object({ available: htg('the largest sale the seller may still make') }),
    details: z.object({
      available: htg('the largest sale the seller may still make'),
      asked: htg("the ticket's total"),
      balance: htg('what the seller owes now'),
      creditLimit: htg("the seller's credit limit"),
    }),
  })
  .meta({ id: 'CreditRefusal' });
export type CreditRefusal = z.infer<typeof creditRefusal>;
