/**
 * Issue 39: office and platform staff, and what each may do. A staff account is a subadmin (its
 * company's office) or an admin (the platform) with a role; the account without one is the owner
 * (the company's first subadmin) or the first admin, who may do everything.
 */

/** A company's office staff, given by its owner. */
export const COMPANY_STAFF_ROLES = ['manager', 'cashier', 'auditor'] as const;
/** The platform's staff, given by the operator. */
export const PLATFORM_STAFF_ROLES = ['operator', 'results', 'billing', 'support'] as const;
export const STAFF_ROLES = [...COMPANY_STAFF_ROLES, ...PLATFORM_STAFF_ROLES] as const;

export type CompanyStaffRole = (typeof COMPANY_STAFF_ROLES)[number];
export type PlatformStaffRole = (typeof PLATFORM_STAFF_ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a route asks of a staff account. `read`: any list, report or export; `self`: one's own
 * password, language and session; `cash`: remittances, their reversals, a corrected payout's
 * recovery or write-off; `pay`: paying a winner; `tickets`: deleting or deciding on tickets;
 * `people`: sellers, supervisors, branches, their sessions and messages; `rules`: limits, blocked
 * numbers, percentage limits and the game switches; `settings`: payment terms, commission and
 * credit, offline selling, the company's profile; `staff`: staff accounts; `results`: draws and
 * their results; `companies`: the companies; `alerts`: payment alerts.
 */
export const CAPABILITIES = [
  'read',
  'self',
  'cash',
  'pay',
  'tickets',
  'people',
  'rules',
  'settings',
  'staff',
  'results',
  'companies',
  'alerts',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Each staff role's capabilities; the owner and the first admin (no role) have them all. */
export const STAFF_CAPABILITIES: Record<StaffRole, readonly Capability[]> = {
  manager: ['read', 'self', 'cash', 'pay', 'tickets', 'people', 'rules'],
  cashier: ['read', 'self', 'cash', 'pay'],
  auditor: ['read', 'self'],
  operator: CAPABILITIES,
  results: ['read', 'self', 'results'],
  billing: ['read', 'self', 'companies', 'alerts'],
  support: ['read', 'self'],
};

/** May this account (its staff role; null: the owner or first admin) use this capability? */
export function staffCan(role: StaffRole | null | undefined, capability: Capability): boolean {
  return !role || STAFF_CAPABILITIES[role].includes(capability);
}
