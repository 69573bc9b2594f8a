import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import { bearer, signedInCompany } from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole, type RoleName } from '../../support/roles.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const tokens: Record<RoleName, string> = (await tokensByRole(app, db)).tokens;
const URL = '/api/subadmin/updatelotterysoftdevices';

describe('PATCH /api/subadmin/updatelotterysoftdevices', () => {
  it('is for subadmins only', async () => {
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'PATCH', url: URL, payload: { lotterySoftDevices: true } },
      ['subadmin'],
    );
  });

  it('is off by default, switches the company’s own flag, shows it in the seller list, audited', async () => {
    const s = await signedInCompany(app, db);
    const list = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/subadmin/getseller',
          headers: bearer(s.tokens.subadmin),
        })
      ).json().lotterySoftDevices;
    expect(await list()).toBe(false);
    const on = await app.inject({
      method: 'PATCH',
      url: URL,
      headers: bearer(s.tokens.subadmin),
      payload: { lotterySoftDevices: true },
    });
    expect(on.json()).toEqual({
      success: true,
      message: 'LotterySoft devices turned on.',
      lotterySoftDevices: true,
    });
    expect(await list()).toBe(true);
    const [row] = await db.select().from(companies).where(eq(companies.id, s.company.id));
    expect(row!.lotterySoftDevices).toBe(true);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.company.id), eq(auditLog.entity, 'company')));
    expect(audits.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ after: { lotterySoftDevices: true } }),
    );
    const other = await signedInCompany(app, db);
    const [otherRow] = await db.select().from(companies).where(eq(companies.id, other.company.id));
    expect(otherRow!.lotterySoftDevices).toBe(false);
  });

  it('refuses anything but true or false', async () => {
    const s = await signedInCompany(app, db);
    for (const lotterySoftDevices of ['yes', 1, null]) {
      const bad = await app.inject({
        method: 'PATCH',
        url: URL,
        headers: bearer(s.tokens.subadmin),
        payload: { lotterySoftDevices },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('LotterySoft devices must be true or false');
    }
  });
});
