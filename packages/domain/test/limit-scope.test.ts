import { describe, expect, it } from 'vitest';
import { limitScopeKey, sellerScopeKeys, type LimitScope } from '../src/limit-scope.ts';

const SELLER = '0b6f1c9e-8a53-4d7e-9a1b-2f4c6d8e0a11';
const SUPERVISOR = '7d2e4f60-1b3c-4a5d-8e9f-0a1b2c3d4e5f';

describe('limitScopeKey', () => {
  const cases: [LimitScope, string | null, string][] = [
    ['all', null, 'all'],
    ['all', SELLER, 'all'], // All has no owner, whatever is passed
    ['supervisor', SUPERVISOR, `supervisor:${SUPERVISOR}`],
    ['seller', SELLER, `seller:${SELLER}`],
  ];
  it.each(cases)('%s of %s → %s', (scope, owner, key) =>
    expect(limitScopeKey(scope, owner)).toBe(key),
  );
});

describe('sellerScopeKeys', () => {
  const cases: [string | null, string[]][] = [
    [SUPERVISOR, ['all', `supervisor:${SUPERVISOR}`, `seller:${SELLER}`]],
    [null, ['all', `seller:${SELLER}`]], // a seller without a supervisor has no group limit
  ];
  it.each(cases)('supervisor %s → %j', (supervisor, keys) =>
    expect(sellerScopeKeys(SELLER, supervisor)).toEqual(keys),
  );
});
