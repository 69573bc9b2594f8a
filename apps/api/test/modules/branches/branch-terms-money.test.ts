import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionsOf, DEFAULT_RATES } from '@tiraj/domain';
import type { OfflineGrantData } from '@tiraj/domain/contracts';
import {
  branches,
  branchPaymentTerms,
  offlineGrants,
  tickets,
  users,
} from '../../../src/db/schema/index.ts';
import { addBranch } from '../../support/branches.ts';
import { lotterySoftBank } from '../../support/lotterysoft-device.ts';
import { bearer, openCategory, signedInSeller } from '../../support/factories.ts';
import { postResult } from '../../support/results.ts';
import { rolesApp } from '../../support/roles.ts';
import { sell } from '../../support/sales.ts';

const { app, db, tokens, fixture, asSubadmin } = await rolesApp();

const COMPANY = conditionsOf({ ...DEFAULT_RATES, first: 60 });
const BRANCH = conditionsOf({ ...DEFAULT_RATES, first: 70, mrg: 1200 });

/** A seller of the company on a device, in `branchId` (none: null), signed in. */
async function sellerIn(branchId: string | null) {
  const seller = await signedInSeller(app, db, fixture.company.id);
  if (branchId) await db.update(users).set({ branchId }).where(eq(users.id, seller.id));
  return seller;
}

async function setTerms(branchId: string, body: object) {
  const response = await asSubadmin('PATCH', `/api/subadmin/setbranchterms/${branchId}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function soldTicket(token: string, category: string, amount = 10) {
  const response = await sell(app, token, category, [
    { gameCategory: 'BLT', number: '27', amount },
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _id: string; numbers: { bonus: boolean }[] };
}

const storedTicket = async (id: string) =>
  (await db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe("a branch's own payout terms pay its sellers (issue 39)", () => {
  it("pays a seller of a branch with its own term at the branch's rate, everyone else at the company's", async () => {
    const category = await openCategory(db);
    const term = await asSubadmin('POST', '/api/subadmin/addpaymentterm', {
      lotteryCategoryName: category.id,
      conditions: COMPANY,
    });
    expect(term.statusCode, term.body).toBe(200);
    const own = await addBranch(asSubadmin);
    const plain = await addBranch(asSubadmin);
    // Its term set through the route, as the Branches screen sends it (digit strings accepted).
    await setTerms(own._id, {
      lotteryCategoryName: category.name,
      conditions: BRANCH.map(String),
    });
    const sellers = {
      own: await sellerIn(own._id),
      plain: await sellerIn(plain._id),
      none: await sellerIn(null),
    };
    const sold = {
      own: await soldTicket(sellers.own.token, category.id),
      plain: await soldTicket(sellers.plain.token, category.id),
      none: await soldTicket(sellers.none.token, category.id),
    };
    expect((await storedTicket(sold.own._id)).multipliers).toEqual(BRANCH);
    expect((await storedTicket(sold.plain._id)).multipliers).toEqual(COMPANY);
    expect((await storedTicket(sold.none._id)).multipliers).toEqual(COMPANY);

    // 27 comes out first: 10 HTG × 70 for the branch's seller, × 60 for the others.
    await postResult(app, tokens.admin, category.id, category.drawDate, {
      first: '27',
      second: '45',
      third: '61',
      l3c: '127',
    });
    expect((await storedTicket(sold.own._id)).paidAmount).toBe(70_000);
    expect((await storedTicket(sold.plain._id)).paidAmount).toBe(60_000);
    expect((await storedTicket(sold.none._id)).paidAmount).toBe(60_000);
  });

  it("gives a branch's draw back to the company's term, and keeps a sold ticket's rates", async () => {
    const category = await openCategory(db);
    const branch = await addBranch(asSubadmin);
    const seller = await sellerIn(branch._id);
    await setTerms(branch._id, { lotteryCategoryName: category.id, conditions: BRANCH });
    const before = await soldTicket(seller.token, category.id);
    const answer = await setTerms(branch._id, {
      lotteryCategoryName: category.id,
      conditions: null,
    });
    expect(answer.terms).toEqual([]);
    const after = await soldTicket(seller.token, category.id);
    expect((await storedTicket(before._id)).multipliers).toEqual(BRANCH);
    // The company has no term for this draw: the official rates.
    expect((await storedTicket(after._id)).multipliers).toEqual(conditionsOf(DEFAULT_RATES));
  });

  it("gives free maryaj by the branch's switch when it sets one, else by the company's", async () => {
    const category = await openCategory(db);
    const on = await addBranch(asSubadmin);
    const plain = await addBranch(asSubadmin);
    await setTerms(on._id, { bonusFlag: true });
    const bonusLines = async (branchId: string | null) => {
      const seller = await sellerIn(branchId);
      const t = await soldTicket(seller.token, category.id, 50);
      return t.numbers.filter((l) => l.bonus).length;
    };
    // The company's switch is off (the fixture's): only the branch that turned it on gives them.
    expect(await bonusLines(on._id)).toBe(2);
    expect(await bonusLines(plain._id)).toBe(0);
    expect(await bonusLines(null)).toBe(0);
    const off = await asSubadmin('PATCH', '/api/subadmin/updatebonus', { bonusFlag: true });
    expect(off.statusCode, off.body).toBe(200);
    await setTerms(plain._id, { bonusFlag: false });
    expect(await bonusLines(plain._id)).toBe(0);
    expect(await bonusLines(null)).toBe(2);
    await setTerms(plain._id, { bonusFlag: null });
    expect(await bonusLines(plain._id)).toBe(2);
    await asSubadmin('PATCH', '/api/subadmin/updatebonus', { bonusFlag: false });
  });

  it("freezes the branch's terms in an offline grant", async () => {
    const category = await openCategory(db);
    const branch = await addBranch(asSubadmin);
    await setTerms(branch._id, {
      lotteryCategoryName: category.id,
      conditions: BRANCH,
      bonusFlag: true,
    });
    const on = await asSubadmin('PATCH', '/api/subadmin/updateofflineselling', {
      enabled: true,
      budgetPerDraw: 2000,
      capPerNumber: 100,
      stopMinutesBeforeClose: 5,
      maxOfflineMinutes: 30,
    });
    expect(on.statusCode, on.body).toBe(200);
    const grantOf = async (token: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/seller/offlinegrant',
        payload: { lotteryCategoryName: category.id },
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: OfflineGrantData }>().data;
    };
    const mine = await grantOf((await sellerIn(branch._id)).token);
    expect(mine.terms).toEqual(BRANCH);
    expect(mine.bonus).toBe(true);
    const other = await grantOf((await sellerIn(null)).token);
    expect(other.terms).toEqual(conditionsOf(DEFAULT_RATES));
    expect(other.bonus).toBe(false);
    // A change after the grant does not touch it: the device keeps what it was given.
    await setTerms(branch._id, { lotteryCategoryName: category.id, conditions: null });
    const [row] = await db.select().from(offlineGrants).where(eq(offlineGrants.id, mine.grantId));
    expect(row!.rules).toMatchObject({ terms: BRANCH, bonus: true });
  });

  it("sells a LotterySoft device's ticket at its seller's branch terms: the same sale", async () => {
    const bank = await lotterySoftBank(app, db);
    const category = await openCategory(db);
    const [branch] = await db
      .insert(branches)
      .values({ companyId: bank.company.id, name: 'Nord', bonusFlag: null })
      .returning();
    await db.insert(branchPaymentTerms).values({
      companyId: bank.company.id,
      branchId: branch!.id,
      lotteryCategoryId: category.id,
      conditions: [...BRANCH],
    });
    await db.update(users).set({ branchId: branch!.id }).where(eq(users.id, bank.seller.id));
    const sold = await bank.device.newTicket(category.name, [
      { gameCategory: 'BLT', number: '12', amount: 10 },
    ]);
    expect(sold.status).toBe(200);
    const [row] = await db.select().from(tickets).where(eq(tickets.sellerId, bank.seller.id));
    expect(row!.multipliers).toEqual(BRANCH);
  });
});
