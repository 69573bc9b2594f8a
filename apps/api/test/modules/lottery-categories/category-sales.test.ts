import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../../src/db/schema/index.ts';
import { bearer, closedCategory, createCompany, openCategory } from '../../support/factories.ts';
import { rolesApp } from '../../support/roles.ts';
import { insertTicket } from '../../support/ticket-factory.ts';

const { app, db, tokens, fixture, asAdmin } = await rolesApp();

const salesOf = (id: string) => asAdmin('GET', `/api/admin/getlotterycategorysales/${id}`);

describe("GET /api/admin/getlotterycategorysales/:id: a draw's sales before its hours move (issue 38)", () => {
  it('names the companies selling its current draw (live tickets only) and the draws open now', async () => {
    const draw = await openCategory(db);
    const closed = await closedCategory(db);
    const other = await createCompany(db);
    await insertTicket(db, {
      companyId: fixture.company.id,
      sellerId: fixture.seller.id,
      lotteryCategoryId: draw.id,
      drawDate: draw.drawDate,
    });
    // A deleted ticket does not make its company a seller of the draw.
    const gone = await insertTicket(db, {
      companyId: other.company.id,
      sellerId: other.seller.id,
      lotteryCategoryId: draw.id,
      drawDate: draw.drawDate,
    });
    await db.update(tickets).set({ deletedAt: new Date() }).where(eq(tickets.id, gone.id));

    const answer = await salesOf(draw.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      onSale: true,
      drawDate: draw.drawDate,
      companies: [fixture.company.name],
    });
    expect(data.openDraws).toContain(draw.name);
    expect(data.openDraws).not.toContain(closed.name);

    const quiet = (await salesOf(closed.id)).json().data;
    expect(quiet).toMatchObject({ onSale: false, companies: [] });
  });

  it('is the admin’s only; an unknown draw is 404', async () => {
    expect((await salesOf(randomUUID())).statusCode).toBe(404);
    const draw = await openCategory(db);
    const bySubadmin = await app.inject({
      method: 'GET',
      url: `/api/admin/getlotterycategorysales/${draw.id}`,
      headers: bearer(tokens.subadmin),
    });
    expect(bySubadmin.statusCode).toBe(403);
  });
});
