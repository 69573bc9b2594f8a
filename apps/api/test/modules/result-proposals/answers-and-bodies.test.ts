import { describe, expect, it } from 'vitest';
import { localDateOf } from '@tiraj/domain';
import { drawCatalog } from '../../../src/db/schema/index.ts';
import { storeAnswer } from '../../../src/modules/result-proposals/store.ts';
import { TZ } from '../../support/zone.ts';
import { proposalsApp } from './support.ts';

/** What the proposals' routes refuse, and how a source's answers are stored (issue 40). */
const { db, asAdmin } = await proposalsApp();
const today = localDateOf(new Date(), TZ);
const entryOf = async (state: string, drawName: string) =>
  (await db.select().from(drawCatalog)).find((e) => e.state === state && e.drawName === drawName)!;

describe('result proposals (issue 40): bodies and stored answers', () => {
  it('validates the fetch body: a date is required, digits only for the catalog id', async () => {
    const noDate = await asAdmin('POST', '/api/admin/fetchresults', {});
    expect(noDate.statusCode).toBe(400);
    const badId = await asAdmin('POST', '/api/admin/fetchresults', { date: today, catalogId: 'x' });
    expect(badId.statusCode).toBe(400);
    const badQuery = await asAdmin('GET', '/api/admin/getresultproposals?date=tomorrow');
    expect(badQuery.statusCode).toBe(400);
  });

  it('an older answer never replaces a newer one, and every raw answer is kept', async () => {
    const texas = await entryOf('Texas', 'Day');
    // Migration 0032 names Texas' source in the seeded catalog.
    expect(texas.source).toBe('texas-csv');
    const draw = { catalogId: texas.id, lotteryDate: '2026-11-20' };
    const found = (pick3: string, drawnAt: string) =>
      ({ kind: 'found', pick3, pick4: '1234', drawnAt, raw: { pick3 } }) as const;
    await storeAnswer(db, draw, 'texas-csv', found('111', '2026-11-20T18:00:00Z'), new Date(1000));
    // Read later, but the source's own time is older (a cached page): kept beside, not applied.
    const kept = await storeAnswer(
      db,
      draw,
      'texas-csv',
      found('222', '2026-11-20T17:00:00Z'),
      new Date(2000),
    );
    expect(kept).toMatchObject({ pick3: '111', raw: { pick3: '111' } });
    expect(kept.answers.map((a) => a.pick3)).toEqual(['222', '111']);
    const newer = await storeAnswer(
      db,
      draw,
      'texas-csv',
      found('333', '2026-11-20T19:00:00Z'),
      new Date(3000),
    );
    expect(newer).toMatchObject({ pick3: '333', state: 'complete', raw: { pick3: '333' } });
    expect(newer.answers.map((a) => a.pick3)).toEqual(['333', '222', '111']);
  });
});
