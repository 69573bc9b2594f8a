import { beforeAll, describe, expect, it } from 'vitest';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';
import { payoutsApp } from '../../support/payouts.ts';

const { app, db } = await payoutsApp();

describe('payouts: roles', () => {
  let tokens: Record<RoleName, string>;
  beforeAll(async () => {
    tokens = (await tokensByRole(app, db)).tokens;
  });
  it.each([
    [{ method: 'GET' as const, url: '/api/seller/checkticket?ticketId=K7M4-2QXP' }, ['seller']],
    [
      { method: 'POST' as const, url: '/api/seller/payticket', payload: { ticketId: 'K7M42QXP' } },
      ['seller'],
    ],
    [{ method: 'GET' as const, url: '/api/seller/company' }, ['seller']],
    [
      {
        method: 'POST' as const,
        url: '/api/subadmin/payticket',
        payload: { ticketId: 'K7M42QXP' },
      },
      ['subadmin'],
    ],
    [
      {
        method: 'POST' as const,
        url: '/api/supervisor/payticket',
        payload: { ticketId: 'K7M42QXP' },
      },
      ['supervisor'],
    ],
    [
      {
        method: 'PATCH' as const,
        url: '/api/subadmin/updatesellerpayout',
        payload: { sellersPayAnyTicket: true },
      },
      ['subadmin'],
    ],
    [
      {
        method: 'GET' as const,
        url: '/api/supervisor/getwintickets?fromDate=2026-11-01&toDate=2026-11-30',
      },
      ['supervisor'],
    ],
  ] as const)('%o: 401 without a token, 403 for other roles', async (call, allowed) => {
    await expectOnlyRoles(app, tokens, call, [...allowed]);
  });
});

describe('OpenAPI', () => {
  it('documents the payout calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/seller/checkticket', 'get'],
      ['/api/seller/payticket', 'post'],
      ['/api/seller/company', 'get'],
      ['/api/subadmin/payticket', 'post'],
      ['/api/supervisor/payticket', 'post'],
      ['/api/subadmin/updatesellerpayout', 'patch'],
      ['/api/supervisor/getwintickets', 'get'],
    ] as const)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    for (const path of ['/api/seller/payticket', '/api/supervisor/payticket'])
      expect(Object.keys(doc.paths[path].post.responses), path).toEqual(
        expect.arrayContaining(['200', '401', '403', '404', '409', '422']),
      );
    expect(doc.paths['/api/supervisor/payticket'].post.description).toContain('404');
  });
});
