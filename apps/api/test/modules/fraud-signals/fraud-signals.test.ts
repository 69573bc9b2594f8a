import { eq, sql } from 'drizzle-orm';
import { activityOf, drawClosesAt } from '@tiraj/domain';
import type { FraudSignalsAnswer } from '@tiraj/domain/contracts';
import { describe, expect, it } from 'vitest';
import type { CompanyUser } from '../../../src/auth/session-user.ts';
import { lotteryCategories, tickets } from '../../../src/db/schema/index.ts';
import { sellerActivities } from '../../../src/modules/fraud-signals/service.ts';
import { testApp } from '../../support/app.ts';
import { caller, signIn } from '../../support/factories.ts';
import { FRAUD_DAY, fraudDataSet } from '../../support/fraud-signals.ts';
import { expectOnlyRoles, tokensByRole } from '../../support/roles.ts';
import { TZ } from '../../support/zone.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const set = await fraudDataSet(db);
const PERIOD = `?fromDate=${FRAUD_DAY}&toDate=${FRAUD_DAY}`;
const SUBADMIN = '/api/subadmin/getfraudsignals';
const SUPERVISOR = '/api/supervisor/getfraudsignals';

const asSubadmin = caller(app, await signIn(app, set.mine.subadmin));
const asSupervisor = caller(app, await signIn(app, set.mine.supervisor));
const asTheirs = caller(app, await signIn(app, set.theirs.subadmin));

async function signals(call: ReturnType<typeof caller>, url: string) {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FraudSignalsAnswer>().data;
}

const actor = (id: string, role: 'subadmin' | 'supervisor'): CompanyUser => ({
  id,
  role,
  userName: '',
  companyId: set.mine.company.id,
  companyName: null,
  supervisorId: null,
  language: null,
  sessionId: '',
});

describe('fraud signals: who may call', () => {
  it('401 without a token, 403 for other roles, 400 for a bad period', async () => {
    const { tokens } = await tokensByRole(app, db);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `${SUBADMIN}${PERIOD}` }, [
      'subadmin',
    ]);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: `${SUPERVISOR}${PERIOD}` }, [
      'supervisor',
    ]);
    const bad = await asSubadmin('GET', `${SUBADMIN}?fromDate=soon`);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['fromDate', 'toDate']);
    const reversed = await asSubadmin('GET', `${SUBADMIN}?fromDate=${FRAUD_DAY}&toDate=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
  });
});

describe('fraud signals: the figures', () => {
  it('counts in SQL exactly what the domain counts ticket by ticket', async () => {
    const raw = await db
      .select({
        sellerId: tickets.sellerId,
        total: tickets.totalAmount,
        paidAmount: tickets.paidAmount,
        soldAt: tickets.soldAt,
        deletedAt: tickets.deletedAt,
        drawDate: tickets.drawDate,
        endTime: lotteryCategories.endTime,
        hasResult: sql<boolean>`exists (select 1 from winning_numbers w
          where w.lottery_category_id = ${tickets.lotteryCategoryId} and w.draw_date = ${tickets.drawDate})`,
        paidOutAt: tickets.paidOutAt,
        paidOutAmount: tickets.paidOutAmount,
        paidOutBySeller: sql<string | null>`(select u.id from users u
          where u.id = ${tickets.paidOutBy} and u.role = 'seller')`,
      })
      .from(tickets)
      .innerJoin(lotteryCategories, eq(lotteryCategories.id, tickets.lotteryCategoryId))
      .where(eq(tickets.companyId, set.mine.company.id));
    const expected = activityOf(
      raw.map((t) => ({ ...t, closesAt: drawClosesAt(t.drawDate, t.endTime, TZ) })),
    );
    const got = await sellerActivities(
      db,
      actor(set.mine.subadmin.id, 'subadmin'),
      { fromDate: FRAUD_DAY, toDate: FRAUD_DAY },
      TZ,
    );
    expect(got).toHaveLength(7);
    expect(new Map(got.map((s) => [s.id, s.activity]))).toEqual(expected);
  });

  it("gives each seller's figures beside the company's medians, the thief first with its reasons", async () => {
    const data = await signals(asSubadmin, `${SUBADMIN}${PERIOD}`);
    expect(data.sellers).toHaveLength(7);
    const [first, ...rest] = data.sellers;
    expect(first).toMatchObject({
      _id: set.thief.id,
      userName: set.thief.userName,
      tickets: 20,
      sales: 200,
      deleted: 6,
      deletedAmount: 60,
      deletedShare: 0.3,
      lateDeletions: 3,
      lateDeletionShare: 0.15,
      lateSales: 2,
      lateSaleShare: 0.1,
      settled: 14,
      won: 2,
      paidOut: 2,
      paidByOther: 1,
      paidByOtherAmount: 1000,
      paidByOtherShare: 0.5,
    });
    // Two late sales are fewer than the 3 needed; one payout by another is fewer than 5 paid out.
    expect(first!.reasons.map((r) => [r.code, r.tickets])).toEqual([
      ['deletedShare', 'deleted'],
      ['lateDeletionShare', 'deleted'],
    ]);
    expect(first!.reasons[0]!.params).toMatchObject({
      value: 0.3,
      median: 0.05,
      events: 6,
      base: 20,
    });
    expect(rest.every((s) => s.reasons.length === 0)).toBe(true);
    expect(rest.map((s) => s.userName)).toEqual(
      rest
        .map((s) => s.userName)
        .toSorted((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const honest = rest.find((s) => s._id === set.honest[0]!.id)!;
    expect(honest).toMatchObject({
      deleted: 1,
      settled: 19,
      won: 2,
      winRate: 2 / 19,
      paidOut: 1,
      paidByOther: 0,
    });
    const loner = rest.find((s) => s._id === set.loner.id)!;
    expect(loner).toMatchObject({ deleted: 0, deletedShare: 0, settled: 20, won: 0 });

    const { company } = data;
    expect(company.sample).toEqual({
      deletedShare: 7,
      lateDeletionShare: 7,
      lateSaleShare: 7,
      // only the loner has 20 tickets with a result (the others had one deleted)
      winRate: 1,
      paidByOtherShare: 0,
    });
    expect(company.medians).toMatchObject({
      tickets: 20,
      sales: 200,
      deleted: 1,
      deletedAmount: 10,
      deletedShare: 0.05,
      lateDeletions: 0,
      winRate: 0,
      paidByOtherShare: null,
    });
    // rank 6 × 0.95 = 5.7 between 0.05 and 0.3
    expect(company.p95.deletedShare).toBeCloseTo(0.05 + 0.7 * 0.25, 10);
    expect(company.winRate).toBeCloseTo(12 / (5 * 19 + 14 + 20), 10);
  });

  it('a period without the draw lists nobody', async () => {
    const data = await signals(asSubadmin, `${SUBADMIN}?fromDate=2026-11-11&toDate=2026-11-30`);
    expect(data.sellers).toEqual([]);
    expect(data.company.medians.deletedShare).toBeNull();
  });
});

describe('fraud signals: scope', () => {
  it("a supervisor sees its own sellers, compared with those sellers' figures", async () => {
    const data = await signals(asSupervisor, `${SUPERVISOR}${PERIOD}`);
    expect(data.sellers.map((s) => s._id).toSorted()).toEqual(
      [...set.honest.map((s) => s.id), set.thief.id].toSorted(),
    );
    expect(data.sellers[0]!._id).toBe(set.thief.id);
    expect(data.company.sample.deletedShare).toBe(6);
    // rank 5 × 0.95 = 4.75 between 0.05 and 0.3
    expect(data.company.p95.deletedShare).toBeCloseTo(0.05 + 0.75 * 0.25, 10);
  });

  it("another company's subadmin sees only its own seller, never flagged alone", async () => {
    const data = await signals(asTheirs, `${SUBADMIN}${PERIOD}`);
    expect(data.sellers.map((s) => s._id)).toEqual([set.theirs.seller.id]);
    expect(data.sellers[0]).toMatchObject({ lateDeletions: 3, reasons: [] });
  });
});
