import { describe, expect, it } from 'vitest';
import { localDateOf } from '@tiraj/domain';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../src/db/schema/index.ts';
import {
  bearer,
  createLotteryCategory,
  createUser,
  openCategory,
  unique,
} from '../../support/factories.ts';
import { twoCompaniesApp } from '../../support/roles.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, tokens, mine, theirs, asSubadmin, asAdmin } = await twoCompaniesApp();
const today = localDateOf(new Date(), TZ);

const journal = async (role: 'admin' | 'subadmin', query = '') => {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/${role}/getauditlog?fromDate=${today}&toDate=${today}&pageSize=500${query}`,
    headers: bearer(tokens[role]),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Record<string, unknown>[];
};
const stored = async (entity: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt);

describe('the Journal answers who changed what, from what (issue 38)', () => {
  it('a seller’s edit keeps only the changed fields, before and after, and never the password', async () => {
    const seller = await createUser(db, 'seller', mine.company.id, { imei: unique('imei') });
    const newName = unique('renamed');
    const edit = await asSubadmin('PATCH', `/api/subadmin/updateseller/${seller.id}`, {
      userName: newName,
      password: 'n3wSecret!',
      isActive: true,
      superVisorName: mine.supervisor.userName,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [record] = await stored('seller', seller.id);
    expect(record!.details).toEqual({
      userName: seller.userName,
      passwordChanged: true,
      before: { userName: seller.userName, supervisor: null },
      after: { userName: newName, supervisor: mine.supervisor.userName },
    });
    expect(JSON.stringify(record!.details)).not.toContain('n3wSecret!');
    // Read: the seller by today's name; the change as recorded.
    const read = (await journal('subadmin', '&action=seller.update')).find(
      (r) => (r.target as { id: string }).id === seller.id,
    );
    expect(read).toMatchObject({
      target: { entity: 'seller', id: seller.id, name: newName },
      before: { userName: seller.userName },
      after: { userName: newName },
      context: { userName: seller.userName, passwordChanged: true },
    });
  });

  it('a limit’s change names its draw and only the games it moved', async () => {
    const category = await openCategory(db);
    const added = await asSubadmin('POST', '/api/subadmin/addlimitbut', {
      lotteryCategoryName: category.name,
      limits: [
        { gameCategory: 'L3C', limitsButs: 1000 },
        { gameCategory: 'MRG', limitsButs: 300 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data._id as string;
    const changed = await asSubadmin('PATCH', `/api/subadmin/updatelimitbut/${id}`, {
      limits: [
        { gameCategory: 'L3C', limitsButs: 2000 },
        { gameCategory: 'MRG', limitsButs: 300 },
        { gameCategory: 'BLT', limitsButs: 50 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [created, updated] = await stored('limit', id);
    expect(created!.details).toMatchObject({
      lotteryCategory: category.name,
      limits: { L3C: 1000, MRG: 300, BLT: null },
    });
    expect(updated!.details).toEqual({
      lotteryCategory: category.name,
      before: { limits: { L3C: 1000, BLT: null } },
      after: { limits: { L3C: 2000, BLT: 50 } },
    });
    expect(JSON.stringify(updated!.details)).not.toMatch(/scopeKey|limitsButs/);
  });

  it('a draw’s hours: the admin’s change keeps the hours it had', async () => {
    const draw = await createLotteryCategory(db, { name: unique('Hours') });
    const [row] = await stored('lottery-category', draw.id);
    expect(row).toBeUndefined();
    const answer = await asAdmin('PATCH', `/api/admin/updatelotterycategory/${draw.id}`, {
      endTime: '23:10',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [record] = await stored('lottery-category', draw.id);
    expect(record!.details).toMatchObject({
      name: draw.name,
      before: { endTime: expect.any(String) },
      after: { endTime: '23:10' },
    });
    expect(Object.keys((record!.details as { after: object }).after)).toEqual(['endTime']);
    const read = (await journal('admin', '&action=lottery-category.update')).find(
      (r) => (r.target as { id: string }).id === draw.id,
    );
    expect(read).toMatchObject({ target: { name: draw.name } });
  });

  it('the person filter lists everyone who appears in the company’s journal, supervisors included', async () => {
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/supervisor/updateseller/${mine.seller.id}`,
      payload: { isActive: true },
      headers: bearer(tokens.supervisor),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const theirEdit = await app.inject({
      method: 'PATCH',
      url: '/api/subadmin/updatealertpercent',
      payload: { alertPercent: 60 },
      headers: bearer(theirs.tokens.subadmin),
    });
    expect(theirEdit.statusCode, theirEdit.body).toBe(200);
    const people = await app.inject({
      method: 'GET',
      url: '/api/subadmin/getauditlogpeople',
      headers: bearer(tokens.subadmin),
    });
    expect(people.statusCode, people.body).toBe(200);
    const found = people.json().data as { _id: string; role: string }[];
    expect(found).toEqual(
      expect.arrayContaining([
        { _id: mine.subadmin.id, userName: mine.subadmin.userName, role: 'subadmin' },
        { _id: mine.supervisor.id, userName: mine.supervisor.userName, role: 'supervisor' },
      ]),
    );
    // Another company's people never; each person once.
    expect(found.map((p) => p._id)).not.toContain(theirs.subadmin.id);
    expect(new Set(found.map((p) => p._id)).size).toBe(found.length);
    // The admin's filter lists both companies' people.
    const all = await asAdmin('GET', '/api/admin/getauditlogpeople');
    expect(all.statusCode, all.body).toBe(200);
    const ids = (all.json().data as { _id: string }[]).map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([mine.subadmin.id, theirs.subadmin.id]));
    // A seller, a supervisor: not their journal.
    const refused = await app.inject({
      method: 'GET',
      url: '/api/supervisor/getauditlogpeople',
      headers: bearer(tokens.supervisor),
    });
    expect(refused.statusCode).toBe(404);
  });
});
