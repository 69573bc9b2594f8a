import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@tiraj/domain';
import { drawCatalog, resultProposals, winningNumbers } from '../../../src/db/schema/index.ts';
import { officialInstant, lotteryDateOf } from '../../../src/modules/result-proposals/draws.ts';
import { fetchDue } from '../../../src/modules/result-proposals/fetch.ts';
import { startResultFetching } from '../../../src/modules/result-proposals/scheduler.ts';
import { resultAlerts } from '../../../src/modules/result-proposals/list.ts';
import { nyOpenData } from '../../../src/modules/result-sources/ny-open-data.ts';
import { TZ } from '../../support/zone.ts';
import { mirrorOf, proposalsApp, servesNy } from './support.ts';

const { db, fake, mirror, asAdmin } = await proposalsApp();
const yesterday = addDays(localDateOf(new Date(), TZ), -1);
const minutes = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);

const entryOf = async (drawName: string) =>
  (await db.select().from(drawCatalog)).find(
    (e) => e.state === 'New York' && e.drawName === drawName,
  )!;
const categoryFrom = async (catalogId: string) =>
  (await asAdmin('POST', '/api/admin/addlotterycategoryfromcatalog', { catalogId })).json().data
    ._id as string;

const midday = await entryOf('Midday');
const evening = await entryOf('Evening');
const middayCategory = await categoryFrom(midday.id);
const eveningCategory = await categoryFrom(evening.id);
const middayDate = lotteryDateOf(midday, yesterday, TZ).lotteryDate;
const eveningDate = lotteryDateOf(evening, yesterday, TZ).lotteryDate;
const middayAt = officialInstant(midday, middayDate);
const eveningAt = officialInstant(evening, eveningDate);

const ny = nyOpenData({ url: `${fake.url}/ny`, timeoutMs: 2000 });
const both = [ny, mirrorOf(mirror)];
const proposalsOf = (catalogId: string, date: string) =>
  db
    .select()
    .from(resultProposals)
    .where(and(eq(resultProposals.catalogId, catalogId), eq(resultProposals.drawDate, date)));
const resultOf = async (categoryId: string) =>
  (
    await db
      .select()
      .from(winningNumbers)
      .where(
        and(
          eq(winningNumbers.lotteryCategoryId, categoryId),
          eq(winningNumbers.drawDate, yesterday),
        ),
      )
  )[0];
const alertsAt = (now: Date) => resultAlerts(db, both, yesterday, TZ, now);

describe('the results scheduler (issue 40), on a fake clock and fake sources', () => {
  it('asks nothing before official + 5 min, never proposes "the latest" draw, alerts at + 30 min', async () => {
    // The source has only an older day: never taken for this one.
    servesNy(fake, { [addDays(middayDate, -1)]: { pick3: '999', pick4: '9999' } });
    servesNy(mirror, {});
    expect(await fetchDue(db, both, TZ, minutes(middayAt, 4))).toBe(0);
    expect(fake.requests).toHaveLength(0);
    expect(await fetchDue(db, both, TZ, minutes(middayAt, 5))).toBeGreaterThan(0);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(await proposalsOf(midday.id, middayDate)).toEqual([]);
    // Asked once per step: a tick a minute later asks nothing more.
    const asked = fake.requests.length;
    await fetchDue(db, both, TZ, minutes(middayAt, 6));
    expect(fake.requests).toHaveLength(asked);
    expect(
      (await alertsAt(minutes(middayAt, 29))).filter((a) => a.catalogId === midday.id),
    ).toEqual([]);
    expect(
      (await alertsAt(minutes(middayAt, 30))).filter((a) => a.catalogId === midday.id),
    ).toEqual([
      {
        kind: 'no-proposal',
        since: minutes(middayAt, 30).toISOString(),
        catalogId: midday.id,
        lotteryCategoryIds: [middayCategory],
        draw: 'New York Midday',
        source: null,
      },
    ]);
  });

  it('proposes without applying when auto-confirm is off; a proposal waiting 30 min alerts', async () => {
    servesNy(fake, { [middayDate]: { pick3: '457', pick4: '1290' } });
    servesNy(mirror, { [middayDate]: { pick3: '457', pick4: '1290' } });
    const at = minutes(middayAt, 10);
    await fetchDue(db, both, TZ, at);
    const stored = await proposalsOf(midday.id, middayDate);
    expect(stored.map((p) => [p.source, p.state, p.status]).sort()).toEqual([
      ['ny-mirror', 'complete', 'proposed'],
      ['ny-open-data', 'complete', 'proposed'],
    ]);
    expect(await resultOf(middayCategory)).toBeUndefined();
    const kinds = async (now: Date) =>
      (await alertsAt(now)).filter((a) => a.catalogId === midday.id).map((a) => a.kind);
    expect(await kinds(minutes(at, 29))).toEqual([]);
    expect(await kinds(minutes(at, 30))).toEqual(['unconfirmed']);
  });

  it('auto-confirms a complete result two sources agree on, when the catalog allows it', async () => {
    const allowed = await asAdmin('PATCH', `/api/admin/updatedrawcatalog/${evening.id}`, {
      autoConfirm: true,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const rows = { [eveningDate]: { pick3: '803', pick4: '0417' } };
    const evening4 = (date: string) => [
      { draw_date: `${date}T00:00:00.000`, evening_daily: '803', evening_win_4: '0417' },
    ];
    fake.answer('/ny', () => ({ body: JSON.stringify(evening4(eveningDate)) }));
    // One source alone is not enough.
    servesNy(mirror, {});
    await fetchDue(db, both, TZ, minutes(eveningAt, 5));
    expect(await resultOf(eveningCategory)).toBeUndefined();
    mirror.answer('/ny', () => ({ body: JSON.stringify(evening4(eveningDate)) }));
    await fetchDue(db, both, TZ, minutes(eveningAt, 10));
    const result = await resultOf(eveningCategory);
    expect(result!.numbers.slice(0, 4).map((n) => n.number)).toEqual(['03', '04', '17', '803']);
    const stored = await proposalsOf(evening.id, eveningDate);
    expect(stored.map((p) => [p.status, p.confirmedBy])).toEqual([
      ['confirmed', 'auto-confirm'],
      ['confirmed', 'auto-confirm'],
    ]);
    expect(Object.keys(rows)).toHaveLength(1);
  });

  it('a source disagreeing with the posted result alerts and changes nothing', async () => {
    fake.answer('/ny', () => ({
      body: JSON.stringify([
        { draw_date: `${eveningDate}T00:00:00.000`, evening_daily: '804', evening_win_4: '0417' },
      ]),
    }));
    const at = minutes(eveningAt, 15);
    await fetchDue(db, both, TZ, at);
    const result = await resultOf(eveningCategory);
    expect(result!.numbers.slice(0, 4).map((n) => n.number)).toEqual(['03', '04', '17', '803']);
    const stored = await proposalsOf(evening.id, eveningDate);
    const nyRow = stored.find((p) => p.source === 'ny-open-data')!;
    expect(nyRow).toMatchObject({ pick3: '804', status: 'disagreeing' });
    expect(nyRow.answers).toHaveLength(3);
    const alerts = (await alertsAt(at)).filter((a) => a.catalogId === evening.id);
    expect(alerts.map((a) => [a.kind, a.source]).sort()).toEqual([
      ['disagrees-with-result', 'ny-open-data'],
      ['sources-disagree', null],
    ]);
  });

  it('two instances ticking at once ask the sources once', async () => {
    servesNy(fake, {});
    const before = fake.requests.length;
    const at = minutes(middayAt, 40);
    const claimed = await Promise.all([fetchDue(db, [ny], TZ, at), fetchDue(db, [ny], TZ, at)]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(fake.requests.length - before).toBe(1);
  });

  it('a source answering errors for an hour alerts', async () => {
    fake.answer('/ny', { status: 503, body: 'down' });
    const start = minutes(eveningAt, 20);
    await fetchDue(db, [ny], TZ, start);
    await fetchDue(db, [ny], TZ, minutes(start, 30));
    const failing = async (now: Date) =>
      (await resultAlerts(db, [ny], yesterday, TZ, now)).filter((a) => a.kind === 'source-errors');
    expect(await failing(minutes(start, 59))).toEqual([]);
    expect(await failing(minutes(start, 60))).toEqual([
      {
        kind: 'source-errors',
        since: minutes(start, 60).toISOString(),
        catalogId: null,
        lotteryCategoryIds: [],
        draw: null,
        source: 'ny-open-data',
      },
    ]);
  });

  it('runs in the server from its start (a tick at once) until its stop, which waits for the tick', async () => {
    servesNy(fake, {});
    const before = fake.requests.length;
    const log = { error: () => undefined, warn: () => undefined } as unknown as Parameters<
      typeof startResultFetching
    >[3];
    const stop = startResultFetching(db, [ny], TZ, log, () => minutes(middayAt, 45));
    await stop();
    expect(fake.requests.length - before).toBe(1);
  });
});
