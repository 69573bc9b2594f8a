import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { fieldsOf } from '../../support/checks.ts';
import { bearer, shop } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const URL = '/api/subadmin/updateticketvalidity';

let tokens: Record<RoleName, string>;
beforeAll(async () => {
  tokens = (await tokensByRole(app, db)).tokens;
});

const setValidity = (token: string, payload: object) =>
  app.inject({ method: 'PATCH', url: URL, headers: bearer(token), payload });

async function stored(companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row!;
}

describe('PATCH /api/subadmin/updateticketvalidity', () => {
  it('is for subadmins only', async () => {
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'PATCH', url: URL, payload: { ticketValidity: 'Fich valab 90 jou' } },
      ['subadmin'],
    );
  });

  it('stores the line (trimmed) for its own company, shown by getseller and printed by the device, and audits it', async () => {
    const s = await shop(app, db);
    const other = await shop(app, db);
    await db
      .update(companies)
      .set({ address: 'Ri Lamè 12, Pòtoprens', phoneNumber: '+509 3700 0000' })
      .where(eq(companies.id, s.company.id));
    const response = await setValidity(s.tokens.subadmin, {
      ticketValidity: '  Fich valab 90 jou ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, ticketValidity: 'Fich valab 90 jou' });
    expect((await stored(s.company.id)).ticketValidity).toBe('Fich valab 90 jou');
    expect((await stored(other.company.id)).ticketValidity).toBe('');
    const list = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getseller',
      headers: bearer(s.tokens.subadmin),
    });
    expect(list.json().ticketValidity).toBe('Fich valab 90 jou');
    const device = await app.inject({
      method: 'GET',
      url: '/api/seller/company',
      headers: bearer(s.tokens.seller),
    });
    expect(device.json().data).toMatchObject({
      companyAddress: 'Ri Lamè 12, Pòtoprens',
      companyPhone: '+509 3700 0000',
      ticketValidity: 'Fich valab 90 jou',
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, s.company.id), eq(auditLog.entity, 'company')));
    expect(audits.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ after: { ticketValidity: 'Fich valab 90 jou' } }),
    );
    // Empty: the tickets print no validity line.
    expect((await setValidity(s.tokens.subadmin, { ticketValidity: '' })).statusCode).toBe(200);
    expect((await stored(s.company.id)).ticketValidity).toBe('');
  });

  it('refuses a line too long, not text or with control characters with 400 naming the field, changing nothing', async () => {
    const s = await shop(app, db);
    for (const ticketValidity of ['x'.repeat(61), 90, null, 'a\u0007b']) {
      const response = await setValidity(s.tokens.subadmin, { ticketValidity });
      expect(response.statusCode, JSON.stringify(ticketValidity)).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['ticketValidity']);
    }
    expect((await setValidity(s.tokens.subadmin, {})).statusCode).toBe(400);
    expect((await stored(s.company.id)).ticketValidity).toBe('');
  });
});
