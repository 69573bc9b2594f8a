import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../../src/db/schema/index.ts';
import { bearer, insertLimit, shop } from '../../support/factories.ts';
import { salesApp, sell } from '../../support/sales.ts';

const { app, db, totalsOf } = await salesApp();

describe('cancelling and deleting', () => {
  it('a seller cancels its own ticket within the window; the amount is freed', async () => {
    const s = await shop(app, db);
    await insertLimit(db, s.company.id, s.category.id, 'all', [
      { gameCategory: 'BLT', limitsButs: 10 },
    ]);
    const t = (
      await sell(app, s.tokens.seller, s.category.id, [
        { gameCategory: 'BLT', number: '55', amount: 10 },
      ])
    ).json().data;
    expect(
      (
        await sell(app, s.tokens.seller, s.category.id, [
          { gameCategory: 'BLT', number: '55', amount: 1 },
        ])
      ).statusCode,
    ).toBe(422);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/seller/deleteticket/${t._id}`,
      headers: bearer(s.tokens.seller),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, t._id));
    expect(stored!.deletedAt).not.toBeNull();
    expect(stored!.deletedBy).toBe(s.seller.id);
    expect((await totalsOf(s.company.id))['BLT|55|all']).toBe(0);
    expect(
      (
        await sell(app, s.tokens.seller, s.category.id, [
          { gameCategory: 'BLT', number: '55', amount: 10 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/seller/deleteticket/${t._id}`,
          headers: bearer(s.tokens.seller),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a cancel after the window, and another seller’s ticket', async () => {
    const s = await shop(app, db);
    const t = (
      await sell(app, s.tokens.seller, s.category.id, [
        { gameCategory: 'BLT', number: '56', amount: 10 },
      ])
    ).json().data;
    await db
      .update(tickets)
      .set({ soldAt: sql`now() - interval '11 minutes'` })
      .where(eq(tickets.id, t._id));
    const late = await app.inject({
      method: 'DELETE',
      url: `/api/seller/deleteticket/${t._id}`,
      headers: bearer(s.tokens.seller),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/within 10 minutes/);
    const other = await shop(app, db);
    const t2 = (
      await sell(app, other.tokens.seller, other.category.id, [
        { gameCategory: 'BLT', number: '56', amount: 10 },
      ])
    ).json().data;
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/seller/deleteticket/${t2._id}`,
          headers: bearer(s.tokens.seller),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists a cancelled ticket, with when it was cancelled, only when the seller asks for the cancelled too', async () => {
    const s = await shop(app, db);
    const kept = (
      await sell(app, s.tokens.seller, s.category.id, [
        { gameCategory: 'BLT', number: '57', amount: 5 },
      ])
    ).json().data;
    const gone = (
      await sell(app, s.tokens.seller, s.category.id, [
        { gameCategory: 'BLT', number: '58', amount: 7 },
      ])
    ).json().data;
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/seller/deleteticket/${gone._id}`,
      headers: bearer(s.tokens.seller),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const list = async (extra: string) => {
      const day = s.category.drawDate;
      const answer = await app.inject({
        method: 'GET',
        url: `/api/seller/gettickets?fromDate=${day}&toDate=${day}${extra}`,
        headers: bearer(s.tokens.seller),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as { _id: string; deletedAt: string | null }[])
        .map((t) => ({ id: t._id, cancelled: t.deletedAt !== null }))
        .sort((a, b) => a.id.localeCompare(b.id));
    };
    expect(await list('')).toEqual([{ id: kept._id, cancelled: false }]);
    expect(await list('&cancelled=false')).toEqual([{ id: kept._id, cancelled: false }]);
    expect(await list('&cancelled=true')).toEqual(
      [
        { id: kept._id, cancelled: false },
        { id: gone._id, cancelled: true },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
