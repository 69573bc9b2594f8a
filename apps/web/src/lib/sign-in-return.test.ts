import { describe, expect, it } from 'vitest';
import type { Role } from '@tiraj/domain/contracts';
import { returnPathFor, signInStateOf } from './sign-in-return.ts';

describe('returnPathFor: back to the page a session ended on, only inside the role’s own shell', () => {
  const cases: [string, Role, string | undefined, string | undefined][] = [
    ['a sub-admin screen', 'subadmin', '/subadmin/soldtickets', '/subadmin/soldtickets'],
    ['with its search', 'subadmin', '/subadmin/chat?seller=42', '/subadmin/chat?seller=42'],
    ['whatever the case', 'subadmin', '/SubAdmin/SaleReports', '/SubAdmin/SaleReports'],
    ["the sub-admin's home", 'subadmin', '/admin/main-menu', '/admin/main-menu'],
    ['an admin screen, for a sub-admin', 'subadmin', '/admin/SubAdminManagement', undefined],
    ["a supervisor's screen, for a sub-admin", 'subadmin', '/supervisor/soldTickets', undefined],
    ['an admin screen', 'admin', '/admin/PaymentAlert', '/admin/PaymentAlert'],
    ["a sub-admin's screen, for the admin", 'admin', '/subadmin/soldtickets', undefined],
    ['a supervisor screen', 'supervisor', '/supervisor/winNumber', '/supervisor/winNumber'],
    ['the bare prefix', 'supervisor', '/supervisor', undefined],
    ['a seller', 'seller', '/subadmin/soldtickets', undefined],
    ['nothing', 'admin', undefined, undefined],
    ['the sign-in page', 'admin', '/auth/signin', undefined],
    ['another site', 'admin', 'https://evil.example/admin/x', undefined],
    ['a protocol-relative address', 'admin', '//evil.example/admin/x', undefined],
    ['a backslash trick', 'admin', '/\\evil.example/admin/x', undefined],
    ['a relative path', 'admin', 'admin/PaymentAlert', undefined],
    ['a script', 'admin', 'javascript:alert(1)', undefined],
    ['dots out of the shell', 'subadmin', '/subadmin/../admin/SubAdminManagement', undefined],
    ['encoded dots out of the shell', 'subadmin', '/subadmin/%2e%2e/supervisor/x', undefined],
    ['dots that stay inside', 'subadmin', '/subadmin/x/../soldtickets', '/subadmin/soldtickets'],
    ['a control character', 'admin', '/admin/\nPaymentAlert', undefined],
  ];
  it.each(cases)('%s', (_name, role, from, expected) =>
    expect(returnPathFor(role, from)).toBe(expected),
  );
});

describe('signInStateOf: history state read defensively', () => {
  it.each([
    [null, {}],
    ['text', {}],
    [
      { ended: true, from: '/admin/PaymentAlert' },
      { ended: true, from: '/admin/PaymentAlert' },
    ],
    [
      { ended: 'yes', from: 42 },
      { ended: undefined, from: undefined },
    ],
    [{ from: '/subadmin/chat' }, { ended: undefined, from: '/subadmin/chat' }],
  ])('%j', (state, expected) => expect(signInStateOf(state)).toEqual(expected));
});
