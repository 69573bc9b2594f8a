/**
 * Whom a limit record binds: the whole company (All), one supervisor's group or
 * one seller. Its key (`all`, `supervisor:<id>`, `seller:<id>`) is stored on the
 * record and on the sales' running totals, so both must build it the same way.
 */
export type LimitScope = 'all' | 'supervisor' | 'seller';

export const ALL_SCOPE_KEY = 'all';

/** What a supervisor's or a seller's key starts with, before the owner's id. */
export const scopeKeyPrefix = (scope: Exclude<LimitScope, 'all'>) => `${scope}:`;

export function limitScopeKey(scope: LimitScope, ownerId: string | null): string {
  return scope === 'all' ? ALL_SCOPE_KEY : `${scopeKeyPrefix(scope)}${ownerId}`;
}

/** The scopes a seller's sale counts in: the company (All), its supervisor's group, itself. */
export function sellerScopeKeys(sellerId: string, supervisorId: string | null): string[] {
  return [
    ALL_SCOPE_KEY,
    ...(supervisorId ? [limitScopeKey('supervisor', supervisorId)] : []),
    limitScopeKey('seller', sellerId),
  ];
}
