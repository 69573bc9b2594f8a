import { z } from 'zod';
import { calendarDate, inputText, isUuid } from './common.ts';

/**
 * The reason a record keeps when a change that asks for one came without it: SPEC's clients send
 * none (a result's correction, a late ticket deletion; issue 36). Tiraj's screens still ask.
 */
export const NO_REASON_GIVEN = 'no reason given';

/**
 * What the journal records, `<entity>.<action>` (README "Journal"): each product action writes one
 * record (apps/api/src/audit.ts). A new kind is added here, so the screen's filter offers it.
 */
export const AUDIT_ACTION_KINDS = [
  'ticket.delete',
  'ticket.delete-forever',
  'ticket.pay-out',
  'limit.create',
  'limit.update',
  'limit.delete',
  'percentage-limit.create',
  'percentage-limit.update',
  'percentage-limit.delete',
  'block-number.create',
  'block-number.update',
  'block-number.delete',
  'payment-term.create',
  'payment-term.update',
  'payment-term.delete',
  'seller.create',
  'seller.update',
  'seller.delete',
  'supervisor.create',
  'supervisor.update',
  'supervisor.delete',
  'company.update',
  'session.delete',
  'winning-number.create',
  'winning-number.update',
  'winning-number.delete',
  'remittance.create',
  'sign-in.fail',
  'sign-in.throttle',
  'lottery-category.create',
  'lottery-category.update',
  'lottery-category.delete',
  'subadmin.create',
  'subadmin.update',
  'payment-alert.create',
  'payment-alert.delete',
  'offline-selling.update',
  'offline-ticket.update',
  'lotterysoft-import.create',
  'lotterysoft-import.pay-out',
  'corrected-payout.update',
  'payout-recovery.create',
  'payout-write-off.create',
  'payout-return.create',
  // issue 39: branches and their own payout terms
  'branch.create',
  'branch.update',
  'branch.delete',
  'branch-terms.update',
  'staff.create',
  'staff.update',
  'staff.delete',
  'password.update',
  // issue 40: the draw catalog
  'draw-catalog.create',
  'draw-catalog.update',
] as const;
export type AuditActionKind = (typeof AUDIT_ACTION_KINDS)[number];

const page = (label: string, max?: number) => {
  const base = z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`);
  return max === undefined ? base : base.max(max, `${label} must be at most ${max}`);
};

export const AUDIT_PAGE_SIZE_MAX = 500;

/** The journal's search: days (operator time), who, what; paged on the server. */
export const auditLogQuery = z.object({
  fromDate: calendarDate('From'),
  toDate: calendarDate('To'),
  actor: inputText('Person')
    .trim()
    .optional()
    .refine((v) => !v || isUuid(v), 'Person must be a user id')
    .describe("the person's id; empty means everyone"),
  action: z
    .enum(AUDIT_ACTION_KINDS, { error: 'Action is not one the journal records' })
    .or(z.literal(''))
    .optional()
    .describe('one kind of action; empty means every kind'),
  page: page('Page').optional().describe('from 1 (default 1)'),
  pageSize: page('Page size', AUDIT_PAGE_SIZE_MAX).optional().describe('default 50'),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditRecord = z.object({
  _id: z.string(),
  at: z.string().describe('when, ISO 8601'),
  actor: z.object({
    _id: z.string().nullable(),
    userName: z.string(),
    role: z.string().nullable().describe('null when the person was erased since'),
  }),
  action: z.string().describe('`<entity>.<action>`, one of the kinds the README lists'),
  target: z.object({
    entity: z.string(),
    id: z.string().nullable(),
    name: z
      .string()
      .nullable()
      .optional()
      .describe('the seller, supervisor, draw or company the id names, as it is named now'),
  }),
  before: z.unknown().describe('the record before the change, when the change kept it'),
  after: z.unknown().describe('the record after the change, or what was done'),
  reason: z
    .string()
    .nullable()
    .describe(
      `the reason given; \`${NO_REASON_GIVEN}\` when a change that asks for one came without it`,
    ),
  context: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('what names the changed record beside its before and after (a draw, an owner…)'),
  names: z
    .record(z.string(), z.string())
    .optional()
    .describe('the names of the ids the record holds (sellers, supervisors, draws, companies)'),
  address: z.string().nullable().describe("the request's address, when the record keeps one"),
  device: z
    .string()
    .nullable()
    .describe("the device: a seller's device ID, or a short browser summary"),
});
export type AuditRecord = z.infer<typeof auditRecord>;

export const auditLogPage = z
  .object({
    success: z.literal(true),
    data: z.array(auditRecord),
    total: z.number().int().describe('how many records the whole search matches'),
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPage>;

/** Everyone who appears in a journal (issue 38): its person filter lists them. */
export const auditLogPeople = z
  .object({
    success: z.literal(true),
    data: z.array(
      z.object({
        _id: z.string(),
        userName: z.string(),
        role: z.string().nullable().describe('null when the person was erased since'),
      }),
    ),
  })
  .meta({ id: 'AuditLogPeople' });
export type AuditLogPeople = z.infer<typeof auditLogPeople>;
