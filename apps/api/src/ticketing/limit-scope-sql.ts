import { sql, type SQL } from 'drizzle-orm';
import { ALL_SCOPE_KEY, scopeKeyPrefix } from '@tiraj/domain';

/**
 * The domain's `sellerScopeKeys` written in SQL, for the sale's one round trip
 * that reads the seller's row itself: All, its supervisor's key (null when it has
 * none, which matches nothing) and its own. test/limit-scope-sql.test.ts proves
 * both give the same keys.
 */
export function sellerScopeKeysSql(sellerId: SQL, supervisorId: SQL): SQL {
  return sql`array[
    ${ALL_SCOPE_KEY}::text,
    ${scopeKeyPrefix('supervisor')}::text || ${supervisorId}::text,
    ${scopeKeyPrefix('seller')}::text || ${sellerId}::text
  ]`;
}
