/**
 * The fields a Journal record may hold (issue 38): every audit call's details use only these, so
 * the Journal names each one in the reader's language (the locales' `journal.fields`, a test checks
 * the three). A new field is added here first: the typechecker refuses an unnamed one.
 */
export const AUDIT_FIELDS = [
  'accept',
  'address',
  'afterClose',
  'alertPercent',
  'amount',
  'balance',
  'bonusFlag',
  'budgetPerDraw',
  'bulk',
  'cancelWindowMinutes',
  'capPerNumber',
  'category',
  'categoryId',
  'commissionPercent',
  'companyId',
  'companyName',
  'conditions',
  'copiedFrom',
  'counts',
  'creditLimit',
  'date',
  'defaultCreditLimit',
  'deletedAt',
  'deletedBy',
  'drawDate',
  'enabled',
  'endTime',
  'ended',
  'gameCategory',
  'heldFor',
  'hidden',
  'imei',
  'isActive',
  'kind',
  'limits',
  'lines',
  'logoChanged',
  'lotteryCategory',
  'lotteryCategoryId',
  'lotteryCategoryName',
  'lotterySoftDevices',
  'maxOfflineMinutes',
  'message',
  'name',
  'note',
  'number',
  'numbers',
  'owner',
  'paid',
  'paidOut',
  'passwordChanged',
  'phoneNumber',
  'releasedSellers',
  'reverses',
  'saleKey',
  'seller',
  'sellerId',
  'sellerPayoutLimit',
  'sellersPayAnyTicket',
  'settledTickets',
  'soldAt',
  'staffRole',
  'startTime',
  'stopMinutesBeforeClose',
  'supervisor',
  'supervisorCommissionPercent',
  'supervisorId',
  'ticketId',
  'ticketValidity',
  'tickets',
  'total',
  'unpaidSince',
  'userName',
  // issue 38: a correction after payouts and its settlement
  'outstanding',
  'overpaid',
  'owedBack',
  'wonBefore',
  'wonNow',
  // issue 40: the draw catalog and the categories made from it
  'autoConfirm',
  'catalogId',
  'closeMinutesBefore',
  'drawName',
  'game3Name',
  'game3Time',
  'game4Name',
  'game4Time',
  'holidays',
  'source',
  'sourceUrl',
  'state',
  'timeZone',
  'verifiedOn',
  'weekdays',
  // issue 40, part 2: a result read from a source, confirmed or set aside
  'proposal',
  'status',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];
export type AuditFields = { [K in AuditField]?: unknown };

/** What a Journal record holds: the changed fields before and after, the reason, some context. */
export type AuditDetails = AuditFields & {
  before?: AuditFields | null;
  after?: AuditFields | null;
  reason?: string;
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys of two records that differ, nested records compared key by key. */
function differing(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [b, a] = [before[key], after[key]];
    if (a === undefined || same(a, b)) continue;
    if (isPlainObject(a) && isPlainObject(b)) {
      const inner = differing(b, a);
      was[key] = inner.before;
      now[key] = inner.after;
    } else {
      was[key] = b ?? null;
      now[key] = a;
    }
  }
  return { before: was, after: now };
}

/**
 * A change as the Journal keeps it: only the fields whose value changed, each with its value before
 * and after ("who changed what, from what"). A field `after` leaves out was not sent: unchanged.
 * Secrets are never passed here: the caller records `passwordChanged` instead.
 */
export function auditChanges(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } {
  return differing(before, after) as { before: AuditFields; after: AuditFields };
}

/** A limit's nine games as one record keyed by game, so a change names only the games it moved. */
export const limitsByGame = <K extends string>(
  entries: readonly ({ gameCategory: string } & Record<K, unknown>)[],
  key: K,
): Record<string, unknown> => Object.fromEntries(entries.map((e) => [e.gameCategory, e[key]]));
