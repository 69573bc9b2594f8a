import { describe, expect, it } from 'vitest';
import { openStream } from '../../support/chat.ts';
import { exposureApp } from '../../support/exposure.ts';
import { bearer, shop } from '../../support/factories.ts';
import { listen } from '../../support/listen.ts';

const { app, db, sold } = await exposureApp();

describe('risk board: live', () => {
  it('a sale and a deletion publish the ticket id to the company’s boards, not to another company', async () => {
    const base = await listen(app);
    const s = await shop(app, db);
    const other = await shop(app, db);
    const mine = await openStream(base, s.tokens.subadmin, '/api/subadmin/exposure/stream');
    const supervisor = await openStream(
      base,
      s.tokens.supervisor,
      '/api/supervisor/exposure/stream',
    );
    const stranger = await openStream(base, other.tokens.subadmin, '/api/subadmin/exposure/stream');
    const chat = await openStream(base, s.tokens.subadmin);
    try {
      expect(mine.status).toBe(200);
      await Promise.all([mine.ready(), supervisor.ready(), stranger.ready(), chat.ready()]);
      const id = await sold(s.tokens.seller, s.category.id, [
        { gameCategory: 'BLT', number: '27', amount: 5 },
      ]);
      const event = await mine.next((e) => e.event === 'sale');
      expect(JSON.parse(event.data)).toEqual({
        lotteryCategoryId: s.category.id,
        date: s.category.drawDate,
        ticketId: id,
      });
      await supervisor.next((e) => e.event === 'sale');
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/seller/deleteticket/${id}`,
        headers: bearer(s.tokens.seller),
      });
      expect(deleted.statusCode).toBe(200);
      await mine.next(
        (e) => e.event === 'sale' && mine.events.filter((x) => x.event === 'sale').length === 2,
      );
      expect(stranger.events.filter((e) => e.event === 'sale')).toEqual([]);
      // The chat stream hears no sale.
      expect(chat.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      for (const stream of [mine, supervisor, stranger, chat]) stream.close();
    }
  });

  it('401 without a token, 403 for a seller', async () => {
    const s = await shop(app, db);
    const none = await app.inject({ method: 'GET', url: '/api/subadmin/exposure/stream' });
    expect(none.statusCode).toBe(401);
    const seller = await app.inject({
      method: 'GET',
      url: '/api/supervisor/exposure/stream',
      headers: bearer(s.tokens.seller),
    });
    expect(seller.statusCode).toBe(403);
  });
});
