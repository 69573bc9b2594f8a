import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addBranch } from '../../support/branches.ts';
import { branchSalesApp } from '../../support/branch-sales.ts';

const s = await branchSalesApp();
const { asSubadmin, asTheirs, north, today, category } = s;
const range = `fromDate=${today}&toDate=${today}`;
const get = async (url: string) => {
  const response = await asSubadmin('GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
/** The same call without `branch`, with it empty, and with the north branch. */
const threeWays = async (path: string, query: string) => {
  const join = query ? '&' : '';
  return {
    all: await get(`${path}?${query}`),
    empty: await get(`${path}?${query}${join}branch=`),
    north: await get(`${path}?${query}${join}branch=${north._id}`),
  };
};
const ids = (list: { _id: string }[]) => list.map((t) => t._id).sort();

describe('?branch on the company lists and reports (issue 39)', () => {
  it('ticket lists: only the branch’s sellers’ tickets; without it, as before', async () => {
    {
      const path = '/api/subadmin/gettickets';
      const { all, empty, north: mine } = await threeWays(path, range);
      expect(empty).toEqual(all);
      expect(ids(all.data)).toEqual(
        ids([...s.northTickets, ...s.southTickets, ...s.noBranch].map((t) => ({ _id: t.id }))),
      );
      expect(ids(mine.data)).toEqual(ids(s.northTickets.map((t) => ({ _id: t.id }))));
      const paged = await get(`${path}?${range}&page=1&branch=${north._id}`);
      expect(paged.total).toBe(2);
    }
    const won = await get(`/api/subadmin/getwintickets?${range}&branch=${s.south._id}`);
    expect(won.data).toEqual([]);
    const northWon = await get(`/api/subadmin/getwintickets?${range}&branch=${north._id}`);
    expect(ids(northWon.data)).toEqual([s.northTickets[0]!.id]);
    const deleted = await get(`/api/subadmin/getdeletedtickets?${range}&branch=${north._id}`);
    expect(deleted.data).toEqual([]);
  });

  it('sales report: only the branch’s sellers, each row as in the whole report', async () => {
    const { all, empty, north: mine } = await threeWays('/api/subadmin/getsalereports', range);
    expect(empty).toEqual(all);
    expect(all.data).toHaveLength(3);
    expect(mine.data).toEqual(all.data.filter((r: { _id: string }) => r._id === s.northSeller.id));
    expect(mine.totals).toMatchObject({ count: 1, sum: 75.5, paid: 1500, profit: -1424.5 });
  });

  it('home: the branch’s figures only', async () => {
    const { all, empty, north: mine } = await threeWays('/api/subadmin/gethome', '');
    // `now` moves between calls: the rest is the same.
    expect({ ...empty.data, now: 0 }).toEqual({ ...all.data, now: 0 });
    const day = (home: { data: { days: { date: string; sum: number; tickets: number }[] } }) =>
      home.data.days.find((d) => d.date === today)!;
    expect(day(all)).toMatchObject({ sum: 125.5, tickets: 4 });
    expect(day(mine)).toMatchObject({ sum: 75.5, tickets: 2 });
    expect(mine.data.topSellers.map((t: { _id: string }) => t._id)).toEqual([s.northSeller.id]);
  });

  it('sale details: only the branch’s lines', async () => {
    const q = `fromDate=${today}&lotteryCategoryName=${category.id}`;
    const groups = await threeWays('/api/sbuadmin/getselldetails', q);
    expect(groups.empty).toEqual(groups.all);
    expect(groups.all.total).toBe(125.5);
    expect(groups.north.total).toBe(75.5);
    const games = await threeWays('/api/sbuadmin/getselldetailsbygamecategory', q);
    expect(games.empty).toEqual(games.all);
    expect(games.north).not.toEqual(games.all);
    const lotteries = await threeWays(
      '/api/sbuadmin/getselldetailsallloterycategory',
      `fromDate=${today}`,
    );
    expect(lotteries.empty).toEqual(lotteries.all);
    expect(JSON.stringify(lotteries.north)).toContain('75.5');
  });

  it('cash-up: only the branch’s sellers', async () => {
    const { all, empty, north: mine } = await threeWays('/api/subadmin/getcashup', `date=${today}`);
    expect(empty).toEqual(all);
    expect(mine.data.map((r: { sellerId: string }) => r.sellerId)).toEqual([s.northSeller.id]);
    expect(mine.totals.sales).toBe(75.5);
  });

  it('risk board: the branch’s stakes beside the whole company’s, the limits the company’s', async () => {
    const q = `lotteryCategoryName=${category.id}&date=${today}`;
    const { all, empty, north: mine } = await threeWays('/api/subadmin/getexposure', q);
    expect(empty).toEqual(all);
    expect(all.data.totals.amount).toBe(125.5);
    expect(all.data.rows[0].companyAmount).toBeUndefined();
    expect(mine.data.totals).toMatchObject({ amount: 75.5, company: all.data.totals });
    const row13 = mine.data.rows.find((r: { number: string }) => r.number === '13');
    expect(row13).toMatchObject({ amount: 25.5, tickets: 1, companyAmount: 35.5 });
  });

  it("another company's or an unknown branch answers 404; a bad id 400", async () => {
    const theirs = await addBranch(asTheirs);
    for (const branch of [theirs._id, randomUUID()]) {
      for (const url of [
        `/api/subadmin/gettickets?${range}&branch=${branch}`,
        `/api/subadmin/getsalereports?${range}&branch=${branch}`,
        `/api/subadmin/gethome?branch=${branch}`,
        `/api/subadmin/getcashup?date=${today}&branch=${branch}`,
      ]) {
        expect((await asSubadmin('GET', url)).statusCode, url).toBe(404);
      }
    }
    expect((await asSubadmin('GET', `/api/subadmin/gethome?branch=Nord`)).statusCode).toBe(400);
  });
});
