import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, blockNumbers, limits } from '../../../src/db/schema/index.ts';
import { createLotteryCategory, insertLimit } from '../../support/factories.ts';
import { expectOnlyRoles, twoCompaniesApp } from '../../support/roles.ts';

const { app, db, tokens, mine, theirs, asSubadmin } = await twoCompaniesApp();
const URL = '/api/subadmin/copylimits';
const BLT = (n: number | null) => [{ gameCategory: 'BLT', limitsButs: n }];

async function limitsOf(companyId: string, categoryId: string) {
  const rows = await db
    .select()
    .from(limits)
    .where(and(eq(limits.companyId, companyId), eq(limits.lotteryCategoryId, categoryId)));
  return Object.fromEntries(rows.map((r) => [r.scopeKey, r.limits]));
}

async function blocksOf(companyId: string, categoryId: string) {
  const rows = await db
    .select()
    .from(blockNumbers)
    .where(
      and(eq(blockNumbers.companyId, companyId), eq(blockNumbers.lotteryCategoryId, categoryId)),
    );
  return rows.map((r) => `${r.gameCategory} ${r.number}`).sort();
}

const block = (
  companyId: string,
  lotteryCategoryId: string,
  gameCategory: string,
  number: string,
) => db.insert(blockNumbers).values({ companyId, lotteryCategoryId, gameCategory, number });

describe('POST /api/subadmin/copylimits', () => {
  it('is for subadmins only', async () => {
    await expectOnlyRoles(app, tokens, { method: 'POST', url: URL, payload: {} }, ['subadmin']);
  });

  it("replaces the same owner's records, adds the others, adds blocks; a dry run changes nothing", async () => {
    const [source, one, two] = [
      await createLotteryCategory(db),
      await createLotteryCategory(db),
      await createLotteryCategory(db),
    ];
    const c = mine.company.id;
    const sellerKey = `seller:${mine.seller.id}`;
    const supervisorKey = `supervisor:${mine.supervisor.id}`;
    await insertLimit(db, c, source.id, 'all', BLT(500));
    await insertLimit(db, c, source.id, sellerKey, BLT(50));
    await block(c, source.id, 'BLT', '07');
    await block(c, source.id, 'MRG', '12×34');
    await insertLimit(db, c, one.id, 'all', BLT(9000));
    await insertLimit(db, c, one.id, supervisorKey, BLT(300));
    await block(c, one.id, 'BLT', '07');
    await block(c, one.id, 'BLT', '99');
    // Another company's rules of the same draws: never read, never touched.
    await insertLimit(db, theirs.company.id, source.id, 'all', BLT(1));
    await insertLimit(db, theirs.company.id, one.id, 'all', BLT(2));
    await block(theirs.company.id, source.id, 'BLT', '55');

    const plan = {
      dryRun: false,
      limits: 2,
      blocks: 2,
      targets: [
        {
          lotteryCategoryId: one.id,
          lotteryCategoryName: one.name,
          limitsReplaced: 1,
          limitsAdded: 1,
          blocksAdded: 1,
          blocksKept: 1,
        },
        {
          lotteryCategoryId: two.id,
          lotteryCategoryName: two.name,
          limitsReplaced: 0,
          limitsAdded: 2,
          blocksAdded: 2,
          blocksKept: 0,
        },
      ],
    };
    const dry = await asSubadmin('POST', URL, {
      from: source.name,
      to: [one.id, two.name],
      dryRun: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      success: true,
      message: 'Nothing copied yet.',
      data: { ...plan, dryRun: true },
    });
    expect(await limitsOf(c, two.id)).toEqual({});
    expect(await blocksOf(c, one.id)).toEqual(['BLT 07', 'BLT 99']);

    const copied = await asSubadmin('POST', URL, {
      from: source.id,
      to: [one.id, two.id, one.name],
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toEqual({
      success: true,
      message: 'Limits and blocked numbers copied.',
      data: plan,
    });
    expect(await limitsOf(c, one.id)).toEqual({
      all: BLT(500),
      [sellerKey]: BLT(50),
      [supervisorKey]: BLT(300),
    });
    expect(await limitsOf(c, two.id)).toEqual({ all: BLT(500), [sellerKey]: BLT(50) });
    expect(await blocksOf(c, one.id)).toEqual(['BLT 07', 'BLT 99', 'MRG 12×34']);
    expect(await blocksOf(c, two.id)).toEqual(['BLT 07', 'MRG 12×34']);
    expect(await limitsOf(theirs.company.id, one.id)).toEqual({ all: BLT(2) });
    expect(await blocksOf(theirs.company.id, two.id)).toEqual([]);

    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, c), inArray(auditLog.entity, ['limit', 'block-number'])));
    const copies = audited.filter((r) => r.details.copiedFrom === source.name);
    expect(copies.map((r) => `${r.entity}:${r.action}`).sort()).toEqual([
      'block-number:create',
      'block-number:create',
      'block-number:create',
      'limit:create',
      'limit:create',
      'limit:create',
      'limit:update',
    ]);
    expect(copies.every((r) => r.actorId === mine.subadmin.id)).toBe(true);

    // Copying again replaces with the same and adds nothing.
    const again = await asSubadmin('POST', URL, { from: source.id, to: [two.id] });
    expect(again.json().data.targets[0]).toMatchObject({
      limitsReplaced: 2,
      limitsAdded: 0,
      blocksAdded: 0,
      blocksKept: 2,
    });
  });

  it('refuses the source among the targets, an unknown draw or an empty list, changing nothing', async () => {
    const [source, target] = [await createLotteryCategory(db), await createLotteryCategory(db)];
    await insertLimit(db, mine.company.id, source.id, 'all', BLT(500));
    const same = await asSubadmin('POST', URL, { from: source.id, to: [target.id, source.name] });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'limit_copy.same_draw',
      errors: [{ field: 'to', code: 'limit_copy.same_draw' }],
    });
    const unknown = await asSubadmin('POST', URL, { from: source.id, to: [target.id, 'Nowhere'] });
    expect(unknown.statusCode).toBe(404);
    const empty = await asSubadmin('POST', URL, { from: source.id, to: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      expect.objectContaining({ field: 'to', code: 'validation.required' }),
    ]);
    expect(await limitsOf(mine.company.id, target.id)).toEqual({});
  });
});
