import { addDays, localDateOf } from '@tiraj/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentAlerts, tickets } from '../../../src/db/schema/index.ts';
import { testApp } from '../../support/app.ts';
import {
  bearer,
  createCompany,
  createLotteryCategory,
  createUser,
  insertTicket,
  openCategory,
  signIn,
  unique,
  type TicketLine,
} from '../../support/factories.ts';
import { expectOnlyRoles, tokensByRole } from '../../support/roles.ts';
import { postResult } from '../../support/results.ts';
import { TZ } from '../../support/zone.ts';

const { app, ctx } = await testApp();
const db = ctx.db;

const SUBADMIN = '/api/subadmin/gethome';
const SUPERVISOR = '/api/supervisor/gethome';
const ADMIN = '/api/admin/gethome';
const REPORT = '/api/subadmin/getsalereports';
const SUPERVISOR_REPORT = '/api/superVisor/getSalereports';

const TODAY = localDateOf(new Date(), TZ);
const LAST_WEEK = addDays(TODAY, -7);
const DRAW = { first: '27', second: '45', third: '12', l3c: '427' };

async function ok(token: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Company A: seller X under supervisor S, seller Y under none; company B: seller W.
 *   X  C1 today      BLT 27 ×50, bonus MRG 01×02 ×5     total 50 (wins 2500 once C1's result is 27)
 *   X  C1 today      BLT 33 ×20                         total 20
 *   X  C1 today      BLT 27 ×1000 — deleted
 *   Y  C1 today      L3C 123 ×30                        total 30
 *   Y  C2 today      BLT 27 ×10                         total 10
 *   X  C1 last week  BLT 27 ×40                         total 40
 *   X  C1 yesterday  BLT 27 ×7                          total 7
 *   W  C1 today      BLT 27 ×999 (company B)            total 999
 */
async function homeScenario() {
  const a = await createCompany(db);
  const b = await createCompany(db);
  const x = a.seller;
  const y = await createUser(db, 'seller', a.company.id);
  const c1 = await createLotteryCategory(db, { name: unique('Florida') });
  const c2 = await openCategory(db);
  const sale = (
    companyId: string,
    sellerId: string,
    cat: string,
    date: string,
    lines: TicketLine[],
  ) => insertTicket(db, { companyId, sellerId, lotteryCategoryId: cat, drawDate: date, lines });
  const A = a.company.id;
  await sale(A, x.id, c1.id, TODAY, [
    { game: 'BLT', number: '27', amount: 50 },
    { game: 'MRG', number: '01x02', amount: 5, bonus: true },
  ]);
  await sale(A, x.id, c1.id, TODAY, [{ game: 'BLT', number: '33', amount: 20 }]);
  const deleted = await sale(A, x.id, c1.id, TODAY, [{ game: 'BLT', number: '27', amount: 1000 }]);
  await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, deleted.id));
  await sale(A, y.id, c1.id, TODAY, [{ game: 'L3C', number: '123', amount: 30 }]);
  await sale(A, y.id, c2.id, c2.drawDate, [{ game: 'BLT', number: '27', amount: 10 }]);
  await sale(A, x.id, c1.id, LAST_WEEK, [{ game: 'BLT', number: '27', amount: 40 }]);
  await sale(A, x.id, c1.id, addDays(TODAY, -1), [{ game: 'BLT', number: '27', amount: 7 }]);
  await sale(b.company.id, b.seller.id, c1.id, TODAY, [{ game: 'BLT', number: '27', amount: 999 }]);
  const admin = await createUser(db, 'admin', null);
  const tokens = {
    admin: await signIn(app, admin),
    subadmin: await signIn(app, a.subadmin),
    supervisor: await signIn(app, a.supervisor),
    otherSubadmin: await signIn(app, b.subadmin),
  };
  return { a, b, x, y, c1, c2, tokens };
}

type Scenario = Awaited<ReturnType<typeof homeScenario>>;
type Day = { date: string; tickets: number; sum: number; paid: number; profit: number };
type Draw = { _id: string; status: string; at: string | null; numbers: unknown; sum: number };

describe('home: who may call', () => {
  it('401 without a token; each path to its own role only', async () => {
    const { tokens } = await tokensByRole(app, db);
    for (const url of [SUBADMIN, SUPERVISOR, ADMIN])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: SUBADMIN }, ['subadmin']);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: SUPERVISOR }, ['supervisor']);
    await expectOnlyRoles(app, tokens, { method: 'GET', url: ADMIN }, ['admin']);
  });
});

describe('home: figures (hand-computed, and equal to the sales report on the same data)', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await homeScenario();
  });

  const todayOf = (body: { data: { days: Day[] } }) => body.data.days.at(-1)!;
  const dayOf = (body: { data: { days: Day[] } }, date: string) =>
    body.data.days.find((d) => d.date === date)!;

  it('today, last week and the 30 days: deleted tickets and bonus lines out; zeros where nothing sold', async () => {
    const body = await ok(s.tokens.subadmin, SUBADMIN);
    expect(body.data.today).toBe(TODAY);
    expect(body.data.days).toHaveLength(30);
    expect(body.data.days[0].date).toBe(addDays(TODAY, -29));
    const c2Today = s.c2.drawDate === TODAY;
    expect(todayOf(body)).toEqual({
      date: TODAY,
      tickets: c2Today ? 4 : 3,
      sum: c2Today ? 110 : 100,
      paid: 0,
      profit: c2Today ? 110 : 100,
      commission: 0,
      netProfit: c2Today ? 110 : 100,
      paidOut: 0,
    });
    expect(dayOf(body, LAST_WEEK)).toEqual({
      date: LAST_WEEK,
      tickets: 1,
      sum: 40,
      paid: 0,
      profit: 40,
      commission: 0,
      netProfit: 40,
      paidOut: 0,
    });
    expect(dayOf(body, addDays(TODAY, -2))).toEqual({
      date: addDays(TODAY, -2),
      tickets: 0,
      sum: 0,
      paid: 0,
      profit: 0,
      commission: 0,
      netProfit: 0,
      paidOut: 0,
    });
  });

  it('each figure equals the sales report for the same days, before and after a result', async () => {
    const compare = async () => {
      const home = await ok(s.tokens.subadmin, SUBADMIN);
      for (const date of [TODAY, LAST_WEEK, addDays(TODAY, -1)]) {
        const report = await ok(s.tokens.subadmin, `${REPORT}?fromDate=${date}&toDate=${date}`);
        const { sum, paid, profit } = dayOf(home, date);
        expect({ sum, paid, profit }, date).toEqual({
          sum: report.totals.sum,
          paid: report.totals.paid,
          profit: report.totals.profit,
        });
      }
      // per draw: the report narrowed to the lottery
      const draw = home.data.draws.find((d: Draw) => d._id === s.c1.id);
      const c1Report = await ok(
        s.tokens.subadmin,
        `${REPORT}?fromDate=${TODAY}&toDate=${TODAY}&lotteryCategoryName=${s.c1.id}`,
      );
      expect({ sum: draw.sum, paid: draw.paid, profit: draw.profit }).toEqual({
        sum: c1Report.totals.sum,
        paid: c1Report.totals.paid,
        profit: c1Report.totals.profit,
      });
      // per seller: the report's rows
      const perSeller = await ok(s.tokens.subadmin, `${REPORT}?fromDate=${TODAY}&toDate=${TODAY}`);
      for (const seller of home.data.topSellers) {
        const row = perSeller.data.find((r: { _id: string }) => r._id === seller._id);
        expect({ sum: seller.sum, paid: seller.paid, profit: seller.profit }).toEqual({
          sum: row.sum,
          paid: row.paid,
          profit: row.profit,
        });
      }
      return home;
    };
    await compare();
    await postResult(app, s.tokens.admin, s.c1.id, TODAY, DRAW);
    const after = await compare();
    // X's BLT 27 ×50 wins 2500 at the default 50; the bonus MRG 01×02 and the rest lose.
    const draw = after.data.draws.find((d: Draw) => d._id === s.c1.id);
    expect(draw).toMatchObject({
      status: 'result',
      at: null,
      numbers: DRAW,
      tickets: 3,
      sum: 100,
      paid: 2500,
      profit: -2400,
    });
    expect(after.data.topSellers[0]).toMatchObject({
      _id: s.x.id,
      name: s.x.userName,
      tickets: 2,
      sum: 70,
      paid: 2500,
    });
  });

  it('an open draw counts down to its close; every lottery is listed', async () => {
    const body = await ok(s.tokens.subadmin, SUBADMIN);
    const open = body.data.draws.find((d: Draw) => d._id === s.c2.id);
    if (s.c2.drawDate === TODAY) {
      expect(open.status).toBe('open');
      expect(Date.parse(open.at)).toBeGreaterThan(Date.now());
      expect(open).toMatchObject({ numbers: null, tickets: 1, sum: 10 });
    } else {
      expect(open.status).toBe('closed');
    }
  });

  it('a supervisor sees only its sellers, as in its sales report', async () => {
    const body = await ok(s.tokens.supervisor, SUPERVISOR);
    const report = await ok(
      s.tokens.supervisor,
      `${SUPERVISOR_REPORT}?fromDate=${TODAY}&toDate=${TODAY}`,
    );
    expect(todayOf(body)).toMatchObject({ tickets: 2, sum: 70 });
    expect(todayOf(body).sum).toBe(report.totals.sum);
    expect(body.data.topSellers.map((r: { _id: string }) => r._id)).toEqual([s.x.id]);
    const c1 = body.data.draws.find((d: Draw) => d._id === s.c1.id);
    expect(c1.sum).toBe(70);
  });

  it("another company's tickets never reach the home; the admin sees each company's day", async () => {
    const other = await ok(s.tokens.otherSubadmin, SUBADMIN);
    expect(todayOf(other)).toMatchObject({ tickets: 1, sum: 999 });
    expect(other.data.topSellers.map((r: { _id: string }) => r._id)).toEqual([s.b.seller.id]);

    await db.insert(paymentAlerts).values([
      { companyId: s.a.company.id, message: 'Rent due', date: addDays(TODAY, 3) },
      { companyId: s.a.company.id, message: 'Later', date: addDays(TODAY, 30) },
    ]);
    const admin = await ok(s.tokens.admin, ADMIN);
    const c2Today = s.c2.drawDate === TODAY;
    const a = admin.data.companies.find((c: { _id: string }) => c._id === s.a.company.id);
    expect(a).toMatchObject({
      name: s.a.company.name,
      isActive: true,
      tickets: c2Today ? 4 : 3,
      activeSellers: 2,
      sum: c2Today ? 110 : 100,
      paid: 2500,
      profit: c2Today ? -2390 : -2400,
    });
    const b = admin.data.companies.find((c: { _id: string }) => c._id === s.b.company.id);
    expect(b).toMatchObject({ tickets: 1, activeSellers: 1, sum: 999, paid: 49950 });
    const report = await ok(
      s.tokens.admin,
      `/api/admin/getsalereports?fromDate=${TODAY}&toDate=${TODAY}`,
    );
    const reportA = report.data.find((r: { _id: string }) => r._id === s.a.company.id);
    expect({ sum: a.sum, paid: a.paid, profit: a.profit }).toEqual({
      sum: reportA.sum,
      paid: reportA.paid,
      profit: reportA.profit,
    });
    const messages = admin.data.alerts
      .filter((x: { companyId: string }) => x.companyId === s.a.company.id)
      .map((x: { message: string }) => x.message);
    expect(messages).toEqual(['Rent due']);
  });
});
