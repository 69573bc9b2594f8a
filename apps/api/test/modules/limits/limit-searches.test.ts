import { describe, expect, it } from 'vitest';
import { createLotteryCategory, createUser } from '../../support/factories.ts';
import { type LimitRecord, limitsApp } from '../../support/limits.ts';

const { db, mine, theirs, asSubadmin, asTheirs, addLimit } = await limitsApp();

describe('the three searches', () => {
  it('give each scope its own records, filtered by category and person, never another company’s', async () => {
    const [a, b] = [await createLotteryCategory(db), await createLotteryCategory(db)];
    const allA = await addLimit({ lotteryCategoryName: a.id });
    const allB = await addLimit({ lotteryCategoryName: b.id });
    const sellerA = await addLimit({ lotteryCategoryName: a.id, seller: mine.seller.id });
    const otherSeller = await createUser(db, 'seller', mine.company.id);
    const otherSellerA = await addLimit({ lotteryCategoryName: a.id, seller: otherSeller.id });
    const supervisorB = await addLimit({
      lotteryCategoryName: b.id,
      superVisor: mine.supervisor.id,
    });
    const theirsA = await addLimit({ lotteryCategoryName: a.id }, asTheirs);

    const ids = async (url: string) => {
      const response = await asSubadmin('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().success).toBe(true);
      return (response.json().data as LimitRecord[]).map((r) => r._id);
    };
    const all = await ids('/api/subadmin/getLimitButAll');
    expect(all).toEqual(expect.arrayContaining([allA._id, allB._id]));
    expect(all).not.toContain(sellerA._id);
    expect(all).not.toContain(theirsA._id);
    expect(await ids(`/api/subadmin/getLimitButAll?lotteryCategoryName=${a.id}`)).toEqual([
      allA._id,
    ]);
    expect(
      await ids(`/api/subadmin/getLimitButAll?lotteryCategoryName=${encodeURIComponent(b.name)}`),
    ).toEqual([allB._id]);
    expect(
      await ids(`/api/subadmin/getLimitButSeller?seller=&lotteryCategoryName=${a.id}`),
    ).toEqual(expect.arrayContaining([sellerA._id, otherSellerA._id]));
    expect(
      await ids(
        `/api/subadmin/getLimitButSeller?seller=${mine.seller.id}&lotteryCategoryName=${a.id}`,
      ),
    ).toEqual([sellerA._id]);
    const bySupervisor = await ids(
      `/api/subadmin/getLimitButSuperVisor?superVisor=${mine.supervisor.id}`,
    );
    expect(bySupervisor).toContain(supervisorB._id);
    expect(bySupervisor).not.toContain(allB._id);
    expect(
      await ids(
        `/api/subadmin/getLimitButSuperVisor?superVisor=${mine.supervisor.id}&lotteryCategoryName=${b.id}`,
      ),
    ).toEqual([supervisorB._id]);
    expect(
      await ids(
        `/api/subadmin/getLimitButSuperVisor?superVisor=${mine.supervisor.id}&lotteryCategoryName=${a.id}`,
      ),
    ).toEqual([]);
    const full = (
      await asSubadmin(
        'GET',
        `/api/subadmin/getLimitButSeller?seller=${mine.seller.id}&lotteryCategoryName=${a.id}`,
      )
    ).json().data[0];
    expect(full).toEqual(sellerA);
  });

  it("answers 404 for another company's person or an unknown category, 400 for a malformed id", async () => {
    const cases: [string, number][] = [
      [`/api/subadmin/getLimitButSeller?seller=${theirs.seller.id}`, 404],
      [`/api/subadmin/getLimitButSuperVisor?superVisor=${theirs.supervisor.id}`, 404],
      ['/api/subadmin/getLimitButAll?lotteryCategoryName=Nowhere', 404],
      ['/api/subadmin/getLimitButSeller?seller=bob', 400],
    ];
    for (const [url, status] of cases) {
      expect((await asSubadmin('GET', url)).statusCode, url).toBe(status);
    }
  });
});
