import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/db/schema/index.ts';
import { createUser, imeiOf, signIn, unique } from '../../support/factories.ts';
import { auditActions, expectSession } from '../../support/checks.ts';
import { expectOnlyRoles } from '../../support/roles.ts';
import { sellersApp } from '../../support/sellers.ts';

const { app, db, tokens, mine, theirs, asSubadmin, asSupervisor, addSeller } = await sellersApp();

async function activeOf(ids: string[]) {
  const rows = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.isActive]));
}

describe('PATCH /api/{subadmin,supervisor}/updatesellersactive', () => {
  it('is for subadmins and supervisors only', async () => {
    for (const role of ['subadmin', 'supervisor'] as const) {
      await expectOnlyRoles(
        app,
        tokens,
        { method: 'PATCH', url: `/api/${role}/updatesellersactive`, payload: {} },
        [role],
      );
    }
  });

  it('deactivates several sellers at once, ends their sessions, audits each, then activates them again', async () => {
    const a = await addSeller({ imei: unique('dev') });
    const b = await addSeller();
    const c = await addSeller();
    const token = await signIn(app, { ...a, password: 'secret-123' }, await imeiOf(db, a._id));
    await expectSession(app, token, true);

    const off = await asSubadmin('PATCH', '/api/subadmin/updatesellersactive', {
      ids: [a._id, b._id, a._id],
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: 'Sellers deactivated.',
      data: { changed: 2, unchanged: 0 },
    });
    expect(await activeOf([a._id, b._id, c._id])).toEqual({
      [a._id]: false,
      [b._id]: false,
      [c._id]: true,
    });
    await expectSession(app, token, false);
    expect(await auditActions(db, a._id, mine.company.id, mine.subadmin.id)).toEqual([
      'seller:create',
      'seller:update',
    ]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [b._id]))
      .orderBy(auditLog.createdAt)
      .offset(1);
    expect(audit!.details).toEqual({
      userName: b.userName,
      bulk: true,
      before: { isActive: true },
      after: { isActive: false },
    });

    const on = await asSubadmin('PATCH', '/api/subadmin/updatesellersactive', {
      ids: [a._id, b._id, c._id],
      isActive: true,
    });
    expect(on.json()).toMatchObject({
      message: 'Sellers activated.',
      data: { changed: 2, unchanged: 1 },
    });
    expect(await activeOf([a._id, b._id, c._id])).toEqual({
      [a._id]: true,
      [b._id]: true,
      [c._id]: true,
    });
    expect(await auditActions(db, c._id, mine.company.id, mine.subadmin.id)).toEqual([
      'seller:create',
    ]);
  });

  it("changes nothing when one id is another company's seller (404)", async () => {
    const mineSeller = await addSeller();
    const response = await asSubadmin('PATCH', '/api/subadmin/updatesellersactive', {
      ids: [mineSeller._id, theirs.seller.id],
      isActive: false,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'seller.not_found' });
    expect(await activeOf([mineSeller._id, theirs.seller.id])).toEqual({
      [mineSeller._id]: true,
      [theirs.seller.id]: true,
    });
  });

  it('lets a supervisor change only its own sellers', async () => {
    const own = await addSeller({}, 'supervisor');
    const other = await createUser(db, 'seller', mine.company.id);
    const refused = await asSupervisor('PATCH', '/api/supervisor/updatesellersactive', {
      ids: [own._id, other.id],
      isActive: false,
    });
    expect(refused.statusCode).toBe(404);
    const ok = await asSupervisor('PATCH', '/api/supervisor/updatesellersactive', {
      ids: [own._id],
      isActive: false,
    });
    expect(ok.json().data).toEqual({ changed: 1, unchanged: 0 });
    expect(await activeOf([own._id, other.id])).toEqual({ [own._id]: false, [other.id]: true });
    expect(await auditActions(db, own._id, mine.company.id, mine.supervisor.id)).toEqual([
      'seller:create',
      'seller:update',
    ]);
  });

  it.each([
    [{ ids: [], isActive: false }, 'ids', 'validation.required'],
    [{ ids: ['nope'], isActive: false }, 'ids.0', 'validation.invalid_format'],
    [{ ids: [mine.seller.id] }, 'isActive', 'validation.required'],
  ])('refuses %j with 400 on its field', async (payload, field, code) => {
    const response = await asSubadmin('PATCH', '/api/subadmin/updatesellersactive', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, code })]),
    );
  });
});
