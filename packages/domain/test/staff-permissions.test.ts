import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  staffCan,
  type Capability,
  type StaffRole,
} from '../src/staff-permissions.ts';

/** Issue 39: who may do what, written out in full (a cross: allowed). */
const TABLE: Record<Capability, string> = {
  //          owner manager cashier auditor operator results billing support
  read: /*    */ 'x x x x x x x x',
  self: /*    */ 'x x x x x x x x',
  cash: /*    */ 'x x x . x . . .',
  pay: /*     */ 'x x x . x . . .',
  tickets: /* */ 'x x . . x . . .',
  people: /*  */ 'x x . . x . . .',
  rules: /*   */ 'x x . . x . . .',
  settings: /**/ 'x . . . x . . .',
  staff: /*   */ 'x . . . x . . .',
  results: /* */ 'x . . . x x . .',
  companies: /**/ 'x . . . x . x .',
  alerts: /*  */ 'x . . . x . x .',
};
const COLUMNS: (StaffRole | null)[] = [
  null,
  'manager',
  'cashier',
  'auditor',
  'operator',
  'results',
  'billing',
  'support',
];

const cases = CAPABILITIES.flatMap((capability) =>
  TABLE[capability]
    .split(' ')
    .map((mark, i) => [COLUMNS[i] ?? 'owner', capability, mark === 'x'] as const),
);

describe('staffCan: each role × each capability', () => {
  it('has a row for every capability and a column for every role', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...CAPABILITIES].sort());
    expect(cases).toHaveLength(CAPABILITIES.length * COLUMNS.length);
  });

  it.each(cases)('%s may use %s: %s', (role, capability, allowed) => {
    expect(staffCan(role === 'owner' ? null : role, capability)).toBe(allowed);
  });
});
