import { z } from 'zod';
import { branchOfPerson, inputText } from './common.ts';
import { moneySettings, sellerMoneyFields } from './seller-money.ts';
import { branchOfNew, changedBranch } from './branches.ts';
import {
  activeFlag,
  changedDeviceId,
  changedPassword,
  changedUserName,
  deviceId,
  newPassword,
  userNameField,
} from './people.ts';

export const seller = z
  .object({
    _id: z.string(),
    userName: z.string(),
    imei: z
      .string()
      .nullable()
      .describe(
        'the device ID the seller signs in from; null: not bound, signs in from every device',
      ),
    isActive: z.boolean(),
    superVisorName: z.string().nullable().describe("the supervisor's user name; null: none"),
    superVisorId: z.string().nullable(),
    companyName: z.string(),
    commissionPercent: z
      .number()
      .nullable()
      .describe("the seller's own commission, percent; null: the company's"),
    creditLimit: z
      .number()
      .nullable()
      .describe("HTG: the seller's own credit limit; null: the company's default"),
    balance: z
      .number()
      .describe('HTG: what the seller owes the bank now (negative: the bank owes)'),
    ...branchOfPerson,
  })
  .meta({ id: 'Seller' });
export type Seller = z.infer<typeof seller>;

const SUPERVISOR_TOO_LONG = 'Supervisor must be at most 100 characters';

/** A supervisor, by id or exact user name; empty means none. */
const supervisorReference = inputText('Supervisor')
  .trim()
  .max(100, SUPERVISOR_TOO_LONG)
  .optional()
  .transform((v) => v || undefined)
  .describe("the supervisor's id or exact user name (same company); empty: none");

/** POST /supervisor/addseller: the seller belongs to the supervisor who adds it. */
export const addOwnSellerBody = z.object({
  userName: userNameField(),
  password: newPassword,
  isActive: activeFlag,
  imei: deviceId.describe('the device ID (IMEI), unique; empty: none'),
  branchId: branchOfNew,
});
export type AddOwnSellerBody = z.input<typeof addOwnSellerBody>;

export const addSellerBody = addOwnSellerBody.extend({
  superVisorName: supervisorReference,
  ...sellerMoneyFields,
});
export type AddSellerBody = z.input<typeof addSellerBody>;

/** Only the fields sent non-empty change; a password only when typed. */
export const updateOwnSellerBody = z.object({
  userName: changedUserName(),
  password: changedPassword,
  isActive: activeFlag,
  imei: changedDeviceId.describe(
    'absent: keep the device; empty (or null): none, the seller may use any device',
  ),
  branchId: changedBranch,
});
export type UpdateOwnSellerBody = z.input<typeof updateOwnSellerBody>;

export const updateSellerBody = updateOwnSellerBody.extend({
  ...sellerMoneyFields,
  superVisorName: z
    .union([z.null(), inputText('Supervisor').trim().max(100, SUPERVISOR_TOO_LONG)], {
      error: 'Supervisor must be text',
    })
    .optional()
    .transform((v) => (v === null ? null : v || undefined))
    .describe("the supervisor's id or exact user name; empty: keep; null: no supervisor"),
});
export type UpdateSellerBody = z.input<typeof updateSellerBody>;

export const sellerList = z.object({
  success: z.literal(true),
  users: z.array(seller),
  companyName: z.string(),
  bonusFlag: z.boolean().describe("the company's bonus switch (free MRG lines on big tickets)"),
  sellersPayAnyTicket: z
    .boolean()
    .describe(
      "the company's switch: its sellers may pay out any of its winning tickets, not only their own",
    ),
  cancelWindowMinutes: z
    .number()
    .int()
    .describe('how many minutes after a sale its seller may still cancel the ticket'),
  ticketValidity: z
    .string()
    .describe("the line at the foot of the company's tickets ('' for none)"),
  lotterySoftDevices: z
    .boolean()
    .describe("the company's switch: its sellers may sign in from LotterySoft's seller app"),
  moneySettings: moneySettings.describe(
    "the company's commission rates, seller payout limit and default credit limit (issue 26)",
  ),
});
export type SellerList = z.infer<typeof sellerList>;

export const sellerAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: seller,
});

export const deleteSellerAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  hidden: z
    .boolean()
    .describe('true: the seller had sold tickets, so it was deactivated and hidden, not erased'),
});
export type DeleteSellerAnswer = z.infer<typeof deleteSellerAnswer>;

export const updateBonusBody = z.object({
  bonusFlag: z.boolean({ error: 'Bonus must be true or false' }),
});
export type UpdateBonusBody = z.infer<typeof updateBonusBody>;

export const bonusAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  bonusFlag: z.boolean(),
});

/** The longest a company may let its sellers cancel their own tickets after the sale. */
export const CANCEL_WINDOW_MAX_MINUTES = 60;
const CANCEL_WINDOW_ERROR = `The cancel window must be a whole number of minutes from 0 to ${CANCEL_WINDOW_MAX_MINUTES}`;

export const updateCancelWindowBody = z.object({
  cancelWindowMinutes: z
    .number({ error: CANCEL_WINDOW_ERROR })
    .int({ error: CANCEL_WINDOW_ERROR })
    .min(0, { error: CANCEL_WINDOW_ERROR })
    .max(CANCEL_WINDOW_MAX_MINUTES, { error: CANCEL_WINDOW_ERROR })
    .describe('minutes after a sale its seller may still cancel the ticket (0: never)'),
});
export type UpdateCancelWindowBody = z.infer<typeof updateCancelWindowBody>;

export const cancelWindowAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  cancelWindowMinutes: z.number().int(),
});
export type CancelWindowAnswer = z.infer<typeof cancelWindowAnswer>;

/** The longest validity line a 58 mm ticket prints on one or two lines. */
export const TICKET_VALIDITY_MAX = 60;
const TICKET_VALIDITY_ERROR = `The validity line must be at most ${TICKET_VALIDITY_MAX} characters`;

export const updateTicketValidityBody = z.object({
  ticketValidity: inputText('Ticket validity', { error: TICKET_VALIDITY_ERROR })
    .trim()
    .max(TICKET_VALIDITY_MAX, { error: TICKET_VALIDITY_ERROR })
    .describe('printed at the foot of every ticket, e.g. "Fich valab 90 jou"; empty: none'),
});
export type UpdateTicketValidityBody = z.infer<typeof updateTicketValidityBody>;

export const ticketValidityAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  ticketValidity: z.string(),
});
export type TicketValidityAnswer = z.infer<typeof ticketValidityAnswer>;
/** The company's switch for LotterySoft's seller app (issue 27): its sellers sign in by device ID. */
export const updateLotterySoftDevicesBody = z.object({
  lotterySoftDevices: z.boolean({ error: 'LotterySoft devices must be true or false' }),
});
export type UpdateLotterySoftDevicesBody = z.infer<typeof updateLotterySoftDevicesBody>;

export const lotterySoftDevicesAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  lotterySoftDevices: z.boolean(),
});
export type LotterySoftDevicesAnswer = z.infer<typeof lotterySoftDevicesAnswer>;

/** Issue 30 point 8: several sellers activated or deactivated in one action. */
export const updateSellersActiveBody = z.object({
  ids: z
    .array(z.uuid({ error: 'Not a valid id' }), { error: 'Sellers must be a list of ids' })
    .max(1000)
    .refine((list) => list.length > 0, {
      message: 'Choose at least one seller.',
      params: { code: 'validation.required' },
    })
    .describe("the sellers' ids"),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type UpdateSellersActiveBody = z.input<typeof updateSellersActiveBody>;

export const updateSellersActiveAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    changed: z.number().int().describe('sellers whose state changed now (each audited)'),
    unchanged: z.number().int().describe('sellers already in that state'),
  }),
});
export type UpdateSellersActiveAnswer = z.infer<typeof updateSellersActiveAnswer>;
