import type { DrawInput } from '@tiraj/domain';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import {
  createCompany,
  createLotteryCategory,
  createUser,
  deleteTicketRow,
  insertLimit,
  insertTicket,
  signIn,
  unique,
  type TicketLine,
} from './factories.ts';

/** Far from any other test's dates, so reports over them hold only this scenario's tickets. */
export const DAY = '2019-03-14';
export const NEXT_DAY = '2019-03-15';

/**
 * Two companies selling the same numbers on the same draws. Company A: seller
 * X and Y under supervisor S1, seller Z under supervisor S2. Company B: seller W.
 * Every figure the tests expect is computed by hand from these lines (HTG):
 *
 *   T1  X  C1 DAY   BLT 27 ×50, BLT 27 ×5, MRG 12×27 ×10, bonus MRG 12×27 ×1   total 65
 *   T2  X  C1 DAY   BLT 27 ×20, L4C 1 1234 ×2.5, L4C 2 1234 ×3                 total 25.5
 *   T3  Y  C1 DAY   BLT 27 ×100, L3C 427 ×7                                    total 107
 *   T4  X  C1 DAY   BLT 27 ×1000 — deleted                                     (total 1000)
 *   T5  X  C2 DAY   BLT 27 ×40                                                 total 40
 *   T6  Z  C1 DAY   BLT 27 ×11                                                 total 11
 *   T7  W  C1 DAY   BLT 27 ×999 (company B)                                    total 999
 *   T8  X  C1 NEXT  BLT 27 ×77                                                 total 77
 *
 * Limits of company A on C1, BLT: All 500, S1 300, X 1000, Y none (null).
 * Running totals of C1 DAY BLT 27 (limit_totals): All 186, S1 175, S2 11, X 75, Y 100, Z 11.
 */
export async function saleScenario(app: App, db: Db) {
  const a = await createCompany(db);
  const b = await createCompany(db);
  const s2 = await createUser(db, 'supervisor', a.company.id);
  const y = await createUser(db, 'seller', a.company.id, { supervisorId: a.supervisor.id });
  const z = await createUser(db, 'seller', a.company.id, { supervisorId: s2.id });
  const c1 = await createLotteryCategory(db, { name: unique('Florida') });
  const c2 = await createLotteryCategory(db, { name: unique('Georgia') });
  const x = a.seller;
  const w = b.seller;
  const sale = (
    companyId: string,
    sellerId: string,
    lotteryCategoryId: string,
    drawDate: string,
    lines: TicketLine[],
  ) => insertTicket(db, { companyId, sellerId, lotteryCategoryId, drawDate, lines });

  const A = a.company.id;
  await sale(A, x.id, c1.id, DAY, [
    { game: 'BLT', number: '27', amount: 50 },
    { game: 'BLT', number: '27', amount: 5 },
    { game: 'MRG', number: '27x12', amount: 10 },
    { game: 'MRG', number: '12x27', amount: 1, bonus: true },
  ]);
  await sale(A, x.id, c1.id, DAY, [
    { game: 'BLT', number: '27', amount: 20 },
    { game: 'L4C 1', number: '1234', amount: 2.5 },
    { game: 'L4C 2', number: '1234', amount: 3 },
  ]);
  await sale(A, y.id, c1.id, DAY, [
    { game: 'BLT', number: '27', amount: 100 },
    { game: 'L3C', number: '427', amount: 7 },
  ]);
  const deleted = await sale(A, x.id, c1.id, DAY, [{ game: 'BLT', number: '27', amount: 1000 }]);
  await deleteTicketRow(db, deleted.id, a.subadmin.id);
  await sale(A, x.id, c2.id, DAY, [{ game: 'BLT', number: '27', amount: 40 }]);
  await sale(A, z.id, c1.id, DAY, [{ game: 'BLT', number: '27', amount: 11 }]);
  await sale(b.company.id, w.id, c1.id, DAY, [{ game: 'BLT', number: '27', amount: 999 }]);
  await sale(A, x.id, c1.id, NEXT_DAY, [{ game: 'BLT', number: '27', amount: 77 }]);

  await insertLimit(db, A, c1.id, 'all', [{ gameCategory: 'BLT', limitsButs: 500 }]);
  await insertLimit(db, A, c1.id, `supervisor:${a.supervisor.id}`, [
    { gameCategory: 'BLT', limitsButs: 300 },
  ]);
  await insertLimit(db, A, c1.id, `seller:${x.id}`, [{ gameCategory: 'BLT', limitsButs: 1000 }]);
  await insertLimit(db, A, c1.id, `seller:${y.id}`, [{ gameCategory: 'BLT', limitsButs: null }]);

  const tokens = {
    admin: await signIn(app, await createUser(db, 'admin', null)),
    subadmin: await signIn(app, a.subadmin),
    supervisor: await signIn(app, a.supervisor),
    otherSupervisor: await signIn(app, s2),
    otherSubadmin: await signIn(app, b.subadmin),
  };
  return { a, b, s1: a.supervisor, s2, x, y, z, w, c1, c2, tokens };
}

export type SaleScenario = Awaited<ReturnType<typeof saleScenario>>;

/**
 * C1's result for DAY, posted by the admin (`postResult(app, s.tokens.admin, s.c1.id, DAY,
 * SCENARIO_DRAW)`): 1st 27, 2nd 45, 3rd 12, L3C 427.
 * Default rates (BLT 50/20/10, L3C 500, MRG 1000) pay, in HTG:
 * T1 27×50→2500 + 27×5→250 + MRG 12×27 10×1000→10000 + bonus 1×1000→1000 = 13750;
 * T2 27×20→1000 (L4C 1 is 4512, L4C 2 is 2745: 1234 loses) = 1000;
 * T3 27×100→5000 + L3C 7×500→3500 = 8500; T6 11×50 = 550; T7 999×50 = 49950.
 */
export const SCENARIO_DRAW: DrawInput = { first: '27', second: '45', third: '12', l3c: '427' };
