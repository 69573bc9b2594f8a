import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffCan, type Capability, type StaffRole } from '@tiraj/domain';
import { testApp } from '../support/app.ts';
import { addBranch } from '../support/branches.ts';
import { caller, createUser, signedInCompany, signIn } from '../support/factories.ts';

/**
 * Issue 39: every company and admin route × every staff role, generated from the app's own route
 * list (the OpenAPI document lists every guarded route): allowed, or 403 `auth.staff_role`. Each
 * write names what it asks (RULES); a read (GET) asks `read`. A route missing here fails the test.
 */
const RULES: Record<string, Capability> = {
  'PATCH /api/auth/me': 'self',
  'POST /api/auth/signout': 'self',
  'PATCH /api/auth/changepassword': 'self',
  'POST /api/subadmin/getwiningnumber': 'read',
  'POST /api/admin/getwiningnumber': 'read',
  'POST /api/admin/correctionimpact/{id}': 'read',
  // the company: cash and winners
  'POST /api/subadmin/addremittance': 'cash',
  'POST /api/subadmin/reverseremittance/{id}': 'cash',
  'POST /api/subadmin/recoverpayout': 'cash',
  'POST /api/subadmin/writeoffpayout': 'cash',
  'POST /api/subadmin/returnpayout': 'cash',
  'POST /api/subadmin/payticket': 'pay',
  // tickets
  'DELETE /api/subadmin/deleteticket/{id}': 'tickets',
  'DELETE /api/subadmin/deleteticketforever/{id}': 'tickets',
  'POST /api/subadmin/decideoffline/{id}': 'tickets',
  // people
  'POST /api/subadmin/addseller': 'people',
  'PATCH /api/subadmin/updateseller/{id}': 'people',
  'DELETE /api/subadmin/deleteseller/{id}': 'people',
  'PATCH /api/subadmin/updatesellersactive': 'people',
  'POST /api/subadmin/addsuperVisor': 'people',
  'PATCH /api/subadmin/updatesuperVisor/{id}': 'people',
  'DELETE /api/subadmin/deletesuperVisor/{id}': 'people',
  'POST /api/subadmin/addbranch': 'people',
  'PATCH /api/subadmin/updatebranch/{id}': 'people',
  'DELETE /api/subadmin/deletebranch/{id}': 'people',
  'DELETE /api/subadmin/endsession/{id}': 'people',
  'POST /api/subadmin/sendmessage': 'people',
  'POST /api/subadmin/broadcastMessage': 'people',
  // the rules of the game
  'POST /api/subadmin/addlimitbut': 'rules',
  'POST /api/subadmin/copylimits': 'rules',
  'PATCH /api/subadmin/updatelimitbut/{id}': 'rules',
  'DELETE /api/subadmin/deletelimitbut/{id}': 'rules',
  'POST /api/subadmin/addblocknumber': 'rules',
  'POST /api/subadmin/addblocknumbers': 'rules',
  'PATCH /api/subadmin/updateblocknumber/{id}': 'rules',
  'DELETE /api/subadmin/deleteblocknumber/{id}': 'rules',
  'POST /api/subadmin/addpercentagelimit': 'rules',
  'PATCH /api/subadmin/updatepercentagelimit/{id}': 'rules',
  'DELETE /api/subadmin/deletePercentageLimit/{id}': 'rules',
  'PATCH /api/subadmin/updatealertpercent': 'rules',
  'PATCH /api/subadmin/updatebonus': 'rules',
  'PATCH /api/subadmin/updatesellerpayout': 'rules',
  'PATCH /api/subadmin/updatecancelwindow': 'rules',
  // the owner's settings
  'POST /api/subadmin/addpaymentterm': 'settings',
  'PATCH /api/subadmin/updatepaymentterm/{id}': 'settings',
  'DELETE /api/subadmin/deletepaymentterm/{id}': 'settings',
  'PATCH /api/subadmin/setbranchterms/{branchId}': 'settings',
  'PATCH /api/subadmin/updatecommission': 'settings',
  'PATCH /api/subadmin/updatecreditlimit': 'settings',
  'PATCH /api/subadmin/updatepayoutlimit': 'settings',
  'PATCH /api/subadmin/updateofflineselling': 'settings',
  'PATCH /api/subadmin/updateticketvalidity': 'settings',
  'PATCH /api/subadmin/updatelotterysoftdevices': 'settings',
  // one's own alert inbox
  'PATCH /api/subadmin/readalert/{id}': 'self',
  'PATCH /api/subadmin/readallalerts': 'self',
  // staff
  'GET /api/subadmin/getstaff': 'staff',
  'POST /api/subadmin/addstaff': 'staff',
  'PATCH /api/subadmin/updatestaff/{id}': 'staff',
  'DELETE /api/subadmin/deletestaff/{id}': 'staff',
  'POST /api/subadmin/endstaffsessions/{id}': 'staff',
  'GET /api/admin/getstaff': 'staff',
  'POST /api/admin/addstaff': 'staff',
  'PATCH /api/admin/updatestaff/{id}': 'staff',
  'DELETE /api/admin/deletestaff/{id}': 'staff',
  'POST /api/admin/endstaffsessions/{id}': 'staff',
  // the platform
  'POST /api/admin/addlotterycategory': 'results',
  'PATCH /api/admin/updatelotterycategory/{id}': 'results',
  'DELETE /api/admin/deletelotterycategory/{id}': 'results',
  // issue 40: the draw catalog
  'POST /api/admin/adddrawcatalog': 'results',
  'PATCH /api/admin/updatedrawcatalog/{id}': 'results',
  'POST /api/admin/addlotterycategoryfromcatalog': 'results',
  'POST /api/admin/addwiningnumber': 'results',
  'PATCH /api/admin/updatewiningnumber/{id}': 'results',
  'DELETE /api/admin/deletewiningnumber/{id}': 'results',
  'POST /api/admin/confirmresultproposal/{id}': 'results',
  'POST /api/admin/fetchresults': 'results',
  'POST /api/admin/addsubadmin': 'companies',
  'PATCH /api/admin/updatesubadmin/{id}': 'companies',
  'POST /api/admin/addpaymentalert': 'alerts',
  'DELETE /api/admin/deletepaymentalert/{id}': 'alerts',
};

const { app, ctx } = await testApp();
const db = ctx.db;

interface Operation {
  security?: unknown;
  'x-capability'?: string;
}
await app.ready();
const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };

/** Every guarded route of one side (its paths' prefixes), as `METHOD /path`. */
function routesOf(prefixes: string[]) {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    prefixes.some((p) => path.startsWith(p))
      ? Object.entries(operations)
          .filter(([method, op]) => method !== 'head' && op.security)
          .map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op }))
      : [],
  );
}
const SELF = ['/api/auth/me', '/api/auth/signout', '/api/auth/changepassword'];
const companyRoutes = routesOf(['/api/subadmin/', '/api/sbuadmin/', ...SELF]);
const adminRoutes = routesOf(['/api/admin/', ...SELF]);

/** What a route asks: its rule here; a read without one asks `read`; a write without one: none. */
const ruleOf = (route: string): Capability | undefined =>
  RULES[route] ?? (route.startsWith('GET ') ? 'read' : undefined);

// One company with its owner and a staff account of each role (one manager bound to a branch),
// and the first admin with the platform's staff.
const company = await signedInCompany(app, db);
const companyId = company.company.id;
const branch = await addBranch(caller(app, company.tokens.subadmin));
const staffToken = async (
  role: 'subadmin' | 'admin',
  staffRole: StaffRole,
  extra: { branchId?: string } = {},
) =>
  signIn(
    app,
    await createUser(db, role, role === 'admin' ? null : companyId, { staffRole, ...extra }),
  );

const companyCallers: [string, StaffRole | null, string][] = [
  ['owner', null, company.tokens.subadmin],
  ['manager', 'manager', await staffToken('subadmin', 'manager')],
  ['cashier', 'cashier', await staffToken('subadmin', 'cashier')],
  ['auditor', 'auditor', await staffToken('subadmin', 'auditor')],
  [
    'branch-bound manager',
    'manager',
    await staffToken('subadmin', 'manager', { branchId: branch._id }),
  ],
];
const admin = await createUser(db, 'admin', null);
const adminCallers: [string, StaffRole | null, string][] = [
  ['first admin', null, await signIn(app, admin)],
  ['operator', 'operator', await staffToken('admin', 'operator')],
  ['results', 'results', await staffToken('admin', 'results')],
  ['billing', 'billing', await staffToken('admin', 'billing')],
  ['support', 'support', await staffToken('admin', 'support')],
];

/** The call as a client would make it, with an unknown id and an empty body: nothing changes. */
const call = (route: string, token: string) => {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
  const url = path.replace(/\{\w+\}/g, randomUUID());
  return caller(app, token)(method, url, method === 'GET' ? undefined : {});
};

/** Streams never end: their rule is checked, not called. Signing out would end the session. */
const called = (route: string) => !/\/stream$|\/auth\/signout$/.test(route);

describe.each([
  ['company', companyRoutes, companyCallers],
  ['platform', adminRoutes, adminCallers],
] as const)('the %s routes × each staff role', (_side, routes, callers) => {
  it('every route has a rule, and the OpenAPI document says it', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const { route, op } of routes) {
      const rule = ruleOf(route);
      expect(
        rule,
        `${route}: no rule (add its capability to the route and to RULES)`,
      ).toBeDefined();
      expect(op['x-capability'], route).toBe(rule);
    }
  });

  it.each(callers)('%s: allowed, or 403 auth.staff_role', async (_name, staffRole, token) => {
    const wrong: string[] = [];
    for (const { route } of routes.filter((r) => called(r.route))) {
      const response = await call(route, token);
      const refused = response.statusCode === 403 && response.json().code === 'auth.staff_role';
      const allowed = staffCan(staffRole, ruleOf(route)!);
      if (refused === allowed) wrong.push(`${route}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });
});

it('a rule no staff role has is refused to every staff account, never to the owner', () => {
  expect(staffCan(null, 'settings')).toBe(true);
  expect(['manager', 'cashier', 'auditor'].some((r) => staffCan(r as StaffRole, 'staff'))).toBe(
    false,
  );
});
