import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentAlerts } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { bearer, createCompany, signIn } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, ctx } = await testApp();
let tokens: Record<RoleName, string>;
let fixture: Awaited<ReturnType<typeof tokensByRole>>['fixture'];
beforeAll(async () => {
  ({ tokens, fixture } = await tokensByRole(app, ctx.db));
});

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: bearer(tokens.admin) });

describe('payment alerts', () => {
  it('only the admin creates, lists and deletes them', async () => {
    await expectOnlyRoles(app, tokens, { method: 'GET', url: '/api/admin/getpaymentalert' }, [
      'admin',
    ]);
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/addpaymentalert', payload: {} },
      ['admin'],
    );
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'DELETE', url: `/api/admin/deletepaymentalert/${randomUUID()}` },
      ['admin'],
    );
  });

  it("each company role reads its company's alerts on its own path only", async () => {
    await expectOnlyRoles(app, tokens, { method: 'GET', url: '/api/subadmin/getpaymentalert' }, [
      'subadmin',
    ]);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: '/api/supervisor/getpaymentalert' }, [
      'supervisor',
    ]);
    // Paths are case-insensitive (/superVisor/… as SPEC.md spells some): the same rule.
    await expectOnlyRoles(app, tokens, { method: 'GET', url: '/api/superVisor/getpaymentalert' }, [
      'supervisor',
    ]);
  });

  it('creates one for a company, stored and listed with the company name', async () => {
    const response = await asAdmin('POST', '/api/admin/addpaymentalert', {
      company: fixture.company.id,
      message: '  November rent is due.  ',
      date: '2026-11-30',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Payment Alert created.',
      data: {
        company: fixture.company.name,
        companyId: fixture.company.id,
        message: 'November rent is due.',
        date: '2026-11-30',
      },
    });
    const [stored] = await ctx.db
      .select()
      .from(paymentAlerts)
      .where(eq(paymentAlerts.id, body.data._id));
    expect(stored).toMatchObject({
      companyId: fixture.company.id,
      message: 'November rent is due.',
      date: '2026-11-30',
    });
    expect((await asAdmin('GET', '/api/admin/getpaymentalert')).json().data).toContainEqual(
      body.data,
    );
  });

  it('refuses each invalid field and an unknown company', async () => {
    const cases: [object, string][] = [
      [{ message: 'x', date: '2026-11-30' }, 'company'],
      [{ company: 'nope', message: 'x', date: '2026-11-30' }, 'company'],
      [{ company: fixture.company.id, message: ' ', date: '2026-11-30' }, 'message'],
      [{ company: fixture.company.id, message: 'x' }, 'date'],
      [{ company: fixture.company.id, message: 'x', date: '2026-02-30' }, 'date'],
    ];
    for (const [payload, field] of cases) {
      const response = await asAdmin('POST', '/api/admin/addpaymentalert', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const unknown = await asAdmin('POST', '/api/admin/addpaymentalert', {
      company: randomUUID(),
      message: 'x',
      date: '2026-11-30',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("a company's subadmin and supervisors see only its own alerts", async () => {
    const other = await createCompany(ctx.db);
    const mine = (
      await asAdmin('POST', '/api/admin/addpaymentalert', {
        company: fixture.company.id,
        message: 'For us',
        date: '2026-11-21',
      })
    ).json().data;
    const theirs = (
      await asAdmin('POST', '/api/admin/addpaymentalert', {
        company: other.company.id,
        message: 'For them',
        date: '2026-11-21',
      })
    ).json().data;
    for (const role of ['subadmin', 'supervisor'] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/${role}/getpaymentalert`,
        headers: bearer(tokens[role]),
      });
      expect(response.statusCode).toBe(200);
      const ids = response.json().data.map((a: { _id: string }) => a._id);
      expect(ids).toContain(mine._id);
      expect(ids).not.toContain(theirs._id);
    }
    const otherToken = await signIn(app, other.subadmin);
    const theirList = (
      await app.inject({
        method: 'GET',
        url: '/api/subadmin/getpaymentalert',
        headers: bearer(otherToken),
      })
    ).json().data;
    expect(theirList.map((a: { _id: string }) => a._id)).toEqual([theirs._id]);
  });

  it('deletes one; an unknown id is 404', async () => {
    const alert = (
      await asAdmin('POST', '/api/admin/addpaymentalert', {
        company: fixture.company.id,
        message: 'Soon gone',
        date: '2026-11-22',
      })
    ).json().data;
    const response = await asAdmin('DELETE', `/api/admin/deletepaymentalert/${alert._id}`);
    expect(response.statusCode).toBe(200);
    expect(
      await ctx.db.select().from(paymentAlerts).where(eq(paymentAlerts.id, alert._id)),
    ).toHaveLength(0);
    expect((await asAdmin('DELETE', `/api/admin/deletepaymentalert/${alert._id}`)).statusCode).toBe(
      404,
    );
  });
});
