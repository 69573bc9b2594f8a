import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITIONS } from '@tiraj/domain';
import {
  auditLog,
  blockNumbers,
  limits,
  lotteryCategories,
  paymentTerms,
  percentageLimits,
  tickets,
  winningNumbers,
} from '../../../src/db/schema/index.ts';
import { createCompany, insertTicket } from '../../support/factories.ts';
import { lotteryCategoriesApp } from '../../support/lottery-categories.ts';

const { db, fixture, asAdmin, create } = await lotteryCategoriesApp();

describe('lottery categories', () => {
  it('deletes an unused category', async () => {
    const unused = await create();
    const response = await asAdmin('DELETE', `/api/admin/deletelotterycategory/${unused._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Lottery category deleted.' });
    expect(
      await db.select().from(lotteryCategories).where(eq(lotteryCategories.id, unused._id)),
    ).toHaveLength(0);
    // In the order written: without an order PostgreSQL may answer the rows either way.
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, unused._id))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  async function expectRefused(id: string, uses: RegExp) {
    const refused = await asAdmin('DELETE', `/api/admin/deletelotterycategory/${id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ success: false });
    expect(refused.json().message).toMatch(/cannot be deleted: it still has /);
    expect(refused.json().message).toMatch(uses);
    expect(
      await db.select().from(lotteryCategories).where(eq(lotteryCategories.id, id)),
    ).toHaveLength(1);
  }

  it('refuses (409) a category with sold tickets, even deleted ones, and keeps them', async () => {
    const used = await create();
    const ticket = await insertTicket(db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: used._id,
      drawDate: '2026-11-20',
      lines: [{ game: 'BLT', number: '27', amount: 10 }],
    });
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, ticket.id));
    await expectRefused(used._id, /sold tickets/);
    expect(await db.select().from(tickets).where(eq(tickets.id, ticket.id))).toHaveLength(1);
  });

  it('refuses (409) a category with results', async () => {
    const used = await create();
    await db
      .insert(winningNumbers)
      .values({ lotteryCategoryId: used._id, drawDate: '2026-11-20', numbers: [] });
    await expectRefused(used._id, /winning numbers/);
  });

  it('refuses (409) a category any company has a setting for, naming it, and keeps the setting', async () => {
    const other = await createCompany(db);
    const settings = [
      {
        uses: /companies' payment terms/,
        add: (categoryId: string) =>
          db
            .insert(paymentTerms)
            .values({
              companyId: other.company.id,
              lotteryCategoryId: categoryId,
              conditions: [...DEFAULT_CONDITIONS],
            })
            .returning({ id: paymentTerms.id }),
        table: paymentTerms,
      },
      {
        uses: /companies' percentage limits/,
        add: (categoryId: string) =>
          db
            .insert(percentageLimits)
            .values({
              companyId: other.company.id,
              lotteryCategoryId: categoryId,
              limits: [{ gameCategory: 'L3C', limitPercent: 50 }],
            })
            .returning({ id: percentageLimits.id }),
        table: percentageLimits,
      },
      {
        uses: /companies' blocked numbers/,
        add: (categoryId: string) =>
          db
            .insert(blockNumbers)
            .values({
              companyId: other.company.id,
              lotteryCategoryId: categoryId,
              gameCategory: 'BLT',
              number: '13',
            })
            .returning({ id: blockNumbers.id }),
        table: blockNumbers,
      },
      {
        uses: /companies' limits/,
        add: (categoryId: string) =>
          db
            .insert(limits)
            .values({
              companyId: other.company.id,
              lotteryCategoryId: categoryId,
              scope: 'all',
              scopeKey: 'all',
              limits: [{ gameCategory: 'BLT', limitsButs: 100 }],
            })
            .returning({ id: limits.id }),
        table: limits,
      },
    ];
    for (const setting of settings) {
      const used = await create();
      const [row] = await setting.add(used._id);
      await expectRefused(used._id, setting.uses);
      expect(
        await db.select().from(setting.table).where(eq(setting.table.id, row!.id)),
      ).toHaveLength(1);
    }
  });

  it('names every use at once', async () => {
    const used = await create();
    await db
      .insert(winningNumbers)
      .values({ lotteryCategoryId: used._id, drawDate: '2026-11-21', numbers: [] });
    await db.insert(blockNumbers).values({
      companyId: fixture.company.id,
      lotteryCategoryId: used._id,
      gameCategory: 'BLT',
      number: '07',
    });
    await expectRefused(
      used._id,
      /it still has winning numbers and companies' blocked numbers\. Only an unused lottery category can be deleted\.$/,
    );
  });
});
