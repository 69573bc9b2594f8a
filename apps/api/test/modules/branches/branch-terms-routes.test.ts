import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_RATES } from '@tiraj/domain';
import { auditLog } from '../../../src/db/schema/index.ts';
import { addBranch } from '../../support/branches.ts';
import { createLotteryCategory } from '../../support/factories.ts';
import { expectOnlyRoles, twoCompaniesApp } from '../../support/roles.ts';

const { app, db, tokens, mine, asSubadmin, asTheirs } = await twoCompaniesApp();
const BRANCH = conditionsOf({ ...DEFAULT_RATES, first: 70 });
const url = (verb: 'get' | 'set', id: string) => `/api/subadmin/${verb}branchterms/${id}`;

describe("a branch's own payout terms, its routes (issue 39)", () => {
  it('only the subadmin reads and sets them', async () => {
    for (const call of [
      { method: 'GET' as const, url: url('get', randomUUID()) },
      { method: 'PATCH' as const, url: url('set', randomUUID()), payload: {} },
    ]) {
      await expectOnlyRoles(app, tokens, call, ['subadmin']);
    }
  });

  it("answers the company's switch and no term of its own until one is set", async () => {
    const branch = await addBranch(asSubadmin);
    const response = await asSubadmin('GET', url('get', branch._id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        branchId: branch._id,
        name: branch.name,
        bonusFlag: null,
        companyBonusFlag: false,
        terms: [],
      },
    });
  });

  it('sets a draw’s term and the switch, each change in the Journal with its before and after', async () => {
    const branch = await addBranch(asSubadmin);
    const category = await createLotteryCategory(db);
    const set = await asSubadmin('PATCH', url('set', branch._id), {
      lotteryCategoryName: category.name,
      conditions: BRANCH,
      bonusFlag: 'true',
    });
    expect(set.statusCode, set.body).toBe(200);
    const data = set.json().data;
    expect(data).toMatchObject({ bonusFlag: true, companyBonusFlag: false });
    expect(data.terms).toHaveLength(1);
    expect(data.terms[0]).toMatchObject({
      lotteryCategoryId: category.id,
      lotteryCategoryName: category.name,
    });
    expect(data.terms[0].conditions.map((c: { condition: number }) => c.condition)).toEqual(BRANCH);
    expect((await asSubadmin('GET', url('get', branch._id))).json().data).toEqual(data);

    // The same again changes nothing, and records nothing.
    await asSubadmin('PATCH', url('set', branch._id), {
      lotteryCategoryName: category.id,
      conditions: BRANCH,
    });
    const back = await asSubadmin('PATCH', url('set', branch._id), {
      lotteryCategoryName: category.id,
      conditions: null,
      bonusFlag: null,
    });
    expect(back.json().data).toMatchObject({ bonusFlag: null, terms: [] });

    const records = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, branch._id), eq(auditLog.entity, 'branch-terms')))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(records.map((r) => [r.action, r.actorId, r.companyId])).toEqual(
      Array(4).fill(['update', mine.subadmin.id, mine.company.id]),
    );
    // Two changes in one call share their time: their order is not kept.
    expect(records).toHaveLength(4);
    expect(records.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        { name: branch.name, before: { bonusFlag: 'company' }, after: { bonusFlag: true } },
        {
          name: branch.name,
          lotteryCategory: category.name,
          before: { conditions: 'company' },
          after: { conditions: BRANCH },
        },
        { name: branch.name, before: { bonusFlag: true }, after: { bonusFlag: 'company' } },
        {
          name: branch.name,
          lotteryCategory: category.name,
          before: { conditions: BRANCH },
          after: { conditions: 'company' },
        },
      ]),
    );
    // The Journal's page says them, by their kind.
    const journal = await asSubadmin(
      'GET',
      `/api/subadmin/getauditlog?fromDate=2000-01-01&toDate=2100-01-01&action=branch-terms.update`,
    );
    expect(journal.statusCode, journal.body).toBe(200);
    expect(journal.json().data.length).toBeGreaterThanOrEqual(4);
  });

  it("refuses another company's or an unknown branch (404), a bad term or a term without its draw (400)", async () => {
    const theirs = await addBranch(asTheirs);
    for (const id of [theirs._id, randomUUID()]) {
      expect((await asSubadmin('GET', url('get', id))).statusCode).toBe(404);
      const set = await asSubadmin('PATCH', url('set', id), { bonusFlag: true });
      expect(set.statusCode).toBe(404);
    }
    const branch = await addBranch(asSubadmin);
    const category = await createLotteryCategory(db);
    for (const body of [
      { conditions: BRANCH },
      { lotteryCategoryName: category.id, conditions: BRANCH.slice(1) },
      { lotteryCategoryName: category.id, conditions: BRANCH.map((v, i) => (i === 0 ? 0 : v)) },
      { bonusFlag: 'yes' },
    ]) {
      const response = await asSubadmin('PATCH', url('set', branch._id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknownDraw = await asSubadmin('PATCH', url('set', branch._id), {
      lotteryCategoryName: randomUUID(),
      conditions: BRANCH,
    });
    expect(unknownDraw.statusCode).toBe(404);
    expect((await asSubadmin('GET', url('get', branch._id))).json().data.terms).toEqual([]);
  });

  it('goes with its branch when the branch is deleted', async () => {
    const branch = await addBranch(asSubadmin);
    const category = await createLotteryCategory(db);
    await asSubadmin('PATCH', url('set', branch._id), {
      lotteryCategoryName: category.id,
      conditions: BRANCH,
    });
    const gone = await asSubadmin('DELETE', `/api/subadmin/deletebranch/${branch._id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await asSubadmin('GET', url('get', branch._id))).statusCode).toBe(404);
  });
});
