import { describe, expect, it } from 'vitest';
import { sumHtg } from '@tiraj/domain';
import { branchSalesApp } from '../../support/branch-sales.ts';
import { deleteTicketRow, insertTicket } from '../../support/factories.ts';

// Issue 39: a ticket of one branch never appears under another, whichever list or export reads
// it, and the branches' figures with the sellers in none add up to the whole company's.

const s = await branchSalesApp();
const { asSubadmin, north, south, today, category, db, mine } = s;
const range = `fromDate=${today}&toDate=${today}`;
const get = async (url: string) => {
  const response = await asSubadmin('GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const ids = (list: { _id: string }[]) => list.map((t) => t._id).sort();

// One deleted ticket in each branch.
const deletedNorth = await insertTicket(db, {
  companyId: mine.company.id,
  sellerId: s.northSeller.id,
  lotteryCategoryId: category.id,
  drawDate: today,
  lines: [{ game: 'BLT', number: '55', amount: 5 }],
});
const deletedSouth = await insertTicket(db, {
  companyId: mine.company.id,
  sellerId: s.southSeller.id,
  lotteryCategoryId: category.id,
  drawDate: today,
  lines: [{ game: 'BLT', number: '66', amount: 7 }],
});
await deleteTicketRow(db, deletedNorth.id, mine.subadmin.id);
await deleteTicketRow(db, deletedSouth.id, mine.subadmin.id);

describe('a branch’s tickets never appear under another (issue 39)', () => {
  it('deleted tickets: each branch its own', async () => {
    const northList = await get(`/api/subadmin/getdeletedtickets?${range}&branch=${north._id}`);
    const southList = await get(`/api/subadmin/getdeletedtickets?${range}&branch=${south._id}`);
    expect(ids(northList.data)).toEqual([deletedNorth.id]);
    expect(ids(southList.data)).toEqual([deletedSouth.id]);
  });

  it('the export path (every page, with lines) keeps to the branch', async () => {
    const page = await get(
      `/api/subadmin/gettickets?${range}&page=1&pageSize=500&withLines=yes&branch=${south._id}`,
    );
    expect(ids(page.data)).toEqual(ids(s.southTickets.map((t) => ({ _id: t.id }))));
    expect(page.total).toBe(1);
    expect(page.data[0].numbers).toHaveLength(1);
  });

  it('sales report, home and Caisse: the branches and the sellers in none add up to the company', async () => {
    const report = async (branch = '') =>
      (await get(`/api/subadmin/getsalereports?${range}&branch=${branch}`)).totals;
    const [all, n, so] = [await report(), await report(north._id), await report(south._id)];
    // The seller in no branch sold 10 HTG.
    expect(sumHtg([n.sum, so.sum, 10])).toBe(all.sum);
    expect(sumHtg([n.paid, so.paid])).toBe(all.paid);

    const cashUp = async (branch = '') =>
      (await get(`/api/subadmin/getcashup?date=${today}&branch=${branch}`)).totals;
    const [cAll, cn, cs] = [await cashUp(), await cashUp(north._id), await cashUp(south._id)];
    expect(sumHtg([cn.sales, cs.sales, 10])).toBe(cAll.sales);
    expect(cs.sales).toBe(40);

    const home = async (branch = '') => {
      const data = (await get(`/api/subadmin/gethome?branch=${branch}`)).data;
      return data.days.find((d: { date: string }) => d.date === today) as {
        sum: number;
        tickets: number;
      };
    };
    const [hAll, hn, hs] = [await home(), await home(north._id), await home(south._id)];
    expect(hn.tickets + hs.tickets + 1).toBe(hAll.tickets);
    expect(sumHtg([hn.sum, hs.sum, 10])).toBe(hAll.sum);
  });

  it('risk board: a number only the other branch played is not on the branch’s board', async () => {
    const q = `lotteryCategoryName=${category.id}&date=${today}`;
    const southBoard = (await get(`/api/subadmin/getexposure?${q}&branch=${south._id}`)).data;
    // 13 was played by the north branch and the seller in none, never by the south.
    expect(southBoard.rows.map((r: { number: string }) => r.number)).toEqual(['27']);
    expect(southBoard.totals).toMatchObject({ amount: 40, company: { amount: 125.5 } });
  });
});
