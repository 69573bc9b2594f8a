import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITIONS } from '@tiraj/domain';
import {
  blockNumbers,
  paymentTerms,
  tickets,
  winningNumbers,
} from '../../../src/db/schema/index.ts';
import { createCompany, insertTicket } from '../../support/factories.ts';
import { lotteryCategoriesApp } from '../../support/lottery-categories.ts';
import { expectOnlyRoles } from '../../support/roles.ts';

const { app, db, fixture, tokens, asAdmin, create } = await lotteryCategoriesApp();

const usesOf = (id: string) => asAdmin('GET', `/api/admin/getlotterycategoryuses/${id}`);

const NONE = {
  tickets: 0,
  winningNumbers: 0,
  paymentTerms: 0,
  percentageLimits: 0,
  blockNumbers: 0,
  limits: 0,
};

describe('what uses a lottery category (the Delete dialog)', () => {
  it('answers only the admin (401 without a token, 403 for the company roles)', async () => {
    const category = await create();
    await expectOnlyRoles(
      app,
      tokens,
      { method: 'GET', url: `/api/admin/getlotterycategoryuses/${category._id}` },
      ['admin'],
    );
  });

  it('answers zeros for an unused category, which then deletes', async () => {
    const unused = await create();
    const response = await usesOf(unused._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: NONE });
    expect(
      (await asAdmin('DELETE', `/api/admin/deletelotterycategory/${unused._id}`)).statusCode,
    ).toBe(200);
  });

  it('counts every use, of every company, deleted tickets included; the delete is then refused', async () => {
    const used = await create();
    const other = await createCompany(db);
    for (const [companyId, sellerId] of [
      [fixture.company.id, fixture.seller.id],
      [fixture.company.id, fixture.seller.id],
      [other.company.id, other.seller.id],
    ] as const) {
      await insertTicket(db, {
        companyId,
        sellerId,
        lotteryCategoryId: used._id,
        drawDate: '2026-11-20',
        lines: [{ game: 'BLT', number: '27', amount: 10 }],
      });
    }
    await db
      .update(tickets)
      .set({ deletedAt: new Date() })
      .where(eq(tickets.companyId, other.company.id));
    await db
      .insert(winningNumbers)
      .values({ lotteryCategoryId: used._id, drawDate: '2026-11-20', numbers: [] });
    await db.insert(paymentTerms).values({
      companyId: other.company.id,
      lotteryCategoryId: used._id,
      conditions: [...DEFAULT_CONDITIONS],
    });
    for (const number of ['07', '13'])
      await db.insert(blockNumbers).values({
        companyId: fixture.company.id,
        lotteryCategoryId: used._id,
        gameCategory: 'BLT',
        number,
      });

    const response = await usesOf(used._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      ...NONE,
      tickets: 3,
      winningNumbers: 1,
      paymentTerms: 1,
      blockNumbers: 2,
    });
    const refused = await asAdmin('DELETE', `/api/admin/deletelotterycategory/${used._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /still has sold tickets, winning numbers, companies' payment terms and companies' blocked numbers\./,
    );
  });

  it('answers 404 for an unknown category and 400 for an id that cannot be one', async () => {
    const unknown = await usesOf(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false });
    expect((await usesOf('not-an-id')).statusCode).toBe(400);
  });
});
