import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { expectOnlyRoles, tokensByRole } from '../../support/roles.ts';
import { DAY, saleScenario, type SaleScenario } from '../../support/sale-scenario.ts';
import {
  SUBADMIN,
  SUPERVISOR,
  SUBADMIN_PATHS,
  SUPERVISOR_PATHS,
  groups,
  saleDetailsApp,
} from '../../support/sale-details.ts';

const { app, db, get, ok } = await saleDetailsApp();

describe('sale details: who may call', () => {
  it('the subadmin reaches /sbuadmin/*, the supervisor /superVisor/*, nobody else', async () => {
    const { tokens } = await tokensByRole(app, db);
    const q = `?fromDate=${DAY}&lotteryCategoryName=x&gameCategory=BLT&gameNumber=27`;
    for (const path of SUBADMIN_PATHS) {
      await expectOnlyRoles(app, tokens, { method: 'GET', url: `${SUBADMIN}/${path}${q}` }, [
        'subadmin',
      ]);
    }
    for (const path of SUPERVISOR_PATHS) {
      await expectOnlyRoles(app, tokens, { method: 'GET', url: `${SUPERVISOR}/${path}${q}` }, [
        'supervisor',
      ]);
    }
  });

  it('answers 400 per bad field and 404 for an unknown lottery', async () => {
    const { tokens } = await tokensByRole(app, db);
    const bad = await get(tokens.subadmin, `${SUBADMIN}/getselldetails`, {
      fromDate: '2031-02-30',
      seller: 'not-an-id',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['fromDate', 'seller']);
    const info = await get(tokens.subadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      fromDate: DAY,
      gameCategory: 'XYZ',
    });
    expect(info.statusCode).toBe(400);
    expect(
      info
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['gameCategory', 'gameNumber', 'lotteryCategoryName']);
    const unknown = await get(tokens.subadmin, `${SUBADMIN}/getselldetails`, {
      fromDate: DAY,
      lotteryCategoryName: 'No Such Lottery',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sale details: tenancy', () => {
  let s: SaleScenario;
  beforeAll(async () => {
    s = await saleScenario(app, db);
  });

  it('a supervisor sees only the sellers it supervises, with its own limit binding', async () => {
    const all = await ok(s.tokens.supervisor, `${SUPERVISOR}/getSellDetails`, {
      seller: '',
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
    });
    // X 75 + Y 100; Z (the other supervisor's) is not there.
    expect(groups(all)[0]).toEqual([s.c1.name, 'BLT', '27', 4, 175]);
    const info = await ok(s.tokens.supervisor, `${SUPERVISOR}/getsellgamenumberinfo`, {
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'BLT',
      gameNumber: '27',
    });
    expect(info.data.map((e: { _id: string }) => e._id).sort()).toEqual([s.x.id, s.y.id].sort());
    expect(info.limitInfo).toMatchObject({ limitsButs: 300, scope: 'supervisor', sold: 175 });
    expect([info.pari, info.available]).toEqual([175, 125]);
    const games = await ok(s.tokens.otherSupervisor, `${SUPERVISOR}/getSellDetailsByGameCategory`, {
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
    });
    expect(games.total).toBe(11);
  });

  it("another supervisor's or another company's seller answers 404 on every call", async () => {
    const query = (seller: string) => ({
      seller,
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'BLT',
      gameNumber: '27',
    });
    const sub = [SUBADMIN, SUBADMIN_PATHS] as const;
    const sup = [SUPERVISOR, SUPERVISOR_PATHS] as const;
    const cases = [
      [s.tokens.supervisor, sup, s.z.id],
      [s.tokens.supervisor, sup, s.w.id],
      [s.tokens.otherSupervisor, sup, s.x.id],
      [s.tokens.subadmin, sub, s.w.id],
      [s.tokens.otherSubadmin, sub, s.x.id],
      [s.tokens.subadmin, sub, s.s1.id],
      [s.tokens.subadmin, sub, randomUUID()],
    ] as const;
    for (const [token, [prefix, paths], seller] of cases) {
      for (const path of paths) {
        const response = await get(token, `${prefix}/${path}`, query(seller));
        expect(response.statusCode, `${prefix}/${path} ${seller}`).toBe(404);
        expect(response.json()).toEqual({
          success: false,
          message: 'Seller not found.',
          code: 'seller.not_found',
        });
      }
    }
  });

  it("another company's subadmin sees only its own seller's bets on the same number", async () => {
    const body = await ok(s.tokens.otherSubadmin, `${SUBADMIN}/getsellgamenumberinfo`, {
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
      gameCategory: 'BLT',
      gameNumber: '27',
    });
    expect(body.data).toEqual([
      { _id: s.w.id, name: s.w.userName, company: s.b.company.name, ticketCount: 1, sum: 999 },
    ]);
    expect(body.limitInfo).toBeNull();
  });

  it('a seller moved to another supervisor leaves the first one’s figures at once', async () => {
    await db.update(users).set({ supervisorId: s.s2.id }).where(eq(users.id, s.y.id));
    const first = await ok(s.tokens.supervisor, `${SUPERVISOR}/getSellDetailsByAllLoteryCategory`, {
      fromDate: DAY,
    });
    expect(first.totals.sum).toBe(130.5); // X alone: 65 + 25.5 + 40
    const second = await ok(
      s.tokens.otherSupervisor,
      `${SUPERVISOR}/getSellDetailsByAllLoteryCategory`,
      {
        fromDate: DAY,
      },
    );
    expect(second.totals.sum).toBe(118); // Y 107 + Z 11
    const denied = await get(s.tokens.supervisor, `${SUPERVISOR}/getSellDetails`, {
      seller: s.y.id,
      lotteryCategoryName: s.c1.id,
      fromDate: DAY,
    });
    expect(denied.statusCode).toBe(404);
  });
});
