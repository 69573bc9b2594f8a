import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogDrawOn, localDateOf } from '@tiraj/domain';
import { auditLog, drawCatalog } from '../../../src/db/schema/index.ts';
import { unique } from '../../support/factories.ts';
import { expectOnlyRoles, rolesApp } from '../../support/roles.ts';
import { TZ } from '../../support/zone.ts';

const { app, db, tokens, asAdmin } = await rolesApp();

const entry = (over: object = {}) => ({
  state: unique('Ohio'),
  drawName: 'Midday',
  game3Name: 'Pick 3',
  game4Name: 'Pick 4',
  game3Time: '12:29',
  game4Time: '12:29',
  timeZone: 'America/New_York',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  ...over,
});

describe('the draw catalog (issue 40)', () => {
  it('only the admin reads and changes it', async () => {
    const id = randomUUID();
    for (const call of [
      { method: 'GET' as const, url: '/api/admin/getdrawcatalog' },
      { method: 'POST' as const, url: '/api/admin/adddrawcatalog', payload: {} },
      { method: 'PATCH' as const, url: `/api/admin/updatedrawcatalog/${id}`, payload: {} },
      { method: 'POST' as const, url: '/api/admin/addlotterycategoryfromcatalog', payload: {} },
    ])
      await expectOnlyRoles(app, tokens, call, ['admin']);
  });

  it('is seeded with the draws Haitian banks sell, each to verify', async () => {
    const response = await asAdmin('GET', '/api/admin/getdrawcatalog');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { state: string; drawName: string }[];
    const seeded = (state: string, drawName: string) =>
      list.find((e) => e.state === state && e.drawName === drawName);
    expect(seeded('New York', 'Midday')).toMatchObject({
      game3Name: 'Numbers',
      game4Name: 'Win 4',
      game3Time: '14:20',
      game4Time: '14:30',
      timeZone: 'America/New_York',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      holidays: ['01-01', '12-25'],
      sourceUrl: 'https://data.ny.gov/resource/hsys-3def.json',
      source: 'ny-open-data',
      verifiedOn: null,
      autoConfirm: false,
    });
    expect(seeded('Texas', 'Night')).toMatchObject({ source: 'texas-csv', sourceUrl: null });
    expect(seeded('Tennessee', 'Morning')).toMatchObject({
      game3Time: '09:28',
      timeZone: 'America/Chicago',
      weekdays: [1, 2, 3, 4, 5, 6],
      sourceUrl: null,
      verifiedOn: null,
    });
    for (const [state, draw, time] of [
      ['New York', 'Evening', '22:30'],
      ['Florida', 'Midday', '13:30'],
      ['Florida', 'Evening', '21:45'],
      ['Georgia', 'Midday', '12:29'],
      ['Georgia', 'Evening', '18:59'],
      ['Georgia', 'Night', '23:34'],
      ['Tennessee', 'Midday', '12:28'],
      ['Tennessee', 'Evening', '18:28'],
      ['Texas', 'Morning', '10:00'],
      ['Texas', 'Day', '12:27'],
      ['Texas', 'Evening', '18:00'],
      ['Texas', 'Night', '22:12'],
    ])
      expect(seeded(state!, draw!), `${state} ${draw}`).toMatchObject({ game3Time: time });
    // The draw of the operator's day, converted there: 5 minutes before the earlier game.
    const today = localDateOf(new Date(), TZ);
    const ny = catalogDrawOn(
      { ...seeded('New York', 'Midday')!, weekdays: [0, 1, 2, 3, 4, 5, 6], holidays: [] } as never,
      today,
      TZ,
    );
    expect(seeded('New York', 'Midday')).toMatchObject({
      today: { date: today, drawTime: ny.drawTime, closeTime: ny.endTime },
    });
  });

  it('adds an entry, trimmed, stores it and journals it', async () => {
    const body = entry({ state: `  ${unique('Ohio')} `, holidays: ['12-25', '01-01', '12-25'] });
    const response = await asAdmin('POST', '/api/admin/adddrawcatalog', {
      ...body,
      weekdays: ['6', 1, 0],
      sourceUrl: 'https://www.ohiolottery.com/',
      source: 'ohio',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      state: body.state.trim(),
      weekdays: [0, 1, 6],
      holidays: ['01-01', '12-25'],
      verifiedOn: null,
      autoConfirm: false,
      source: 'ohio',
    });
    const [stored] = await db.select().from(drawCatalog).where(eq(drawCatalog.id, data._id));
    expect(stored).toMatchObject({ state: body.state.trim(), weekdays: [0, 1, 6], source: 'ohio' });
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, data._id));
    expect(audits.map((a) => [a.entity, a.action])).toEqual([['draw-catalog', 'create']]);
  });

  it('refuses a draw it already has, whatever the case', async () => {
    const response = await asAdmin(
      'POST',
      '/api/admin/adddrawcatalog',
      entry({ state: 'new york', drawName: 'MIDDAY' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'draw_catalog.taken',
      message: 'The catalog already has the draw new york MIDDAY.',
    });
  });

  it.each([
    ['no state', { state: '  ' }, 'state'],
    ['a time not HH:mm', { game3Time: '25:00' }, 'game3Time'],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a weekday of 7', { weekdays: [7] }, 'weekdays.0'],
    ['no weekday', { weekdays: [] }, 'weekdays'],
    ['a holiday not MM-DD', { holidays: ['25-12'] }, 'holidays.0'],
    ['a source URL that is not one', { sourceUrl: 'ny.gov' }, 'sourceUrl'],
    ['a verified date that is not one', { verifiedOn: '2026-02-30' }, 'verifiedOn'],
  ])('refuses %s (400)', async (_, over, field) => {
    const response = await asAdmin('POST', '/api/admin/adddrawcatalog', entry(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('changes only the fields sent, verifies it and journals the change', async () => {
    const added = (await asAdmin('POST', '/api/admin/adddrawcatalog', entry())).json().data;
    const response = await asAdmin('PATCH', `/api/admin/updatedrawcatalog/${added._id}`, {
      game4Time: '12:40',
      verifiedOn: '2026-11-28',
      autoConfirm: 'true',
      holidays: ['07-04'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      state: added.state,
      game3Time: '12:29',
      game4Time: '12:40',
      verifiedOn: '2026-11-28',
      autoConfirm: true,
      holidays: ['07-04'],
    });
    const [stored] = await db.select().from(drawCatalog).where(eq(drawCatalog.id, added._id));
    expect(stored).toMatchObject({
      game4Time: '12:40',
      verifiedOn: '2026-11-28',
      autoConfirm: true,
    });
    const [change] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, added._id))
      .orderBy(auditLog.createdAt)
      .offset(1);
    expect(change).toMatchObject({ entity: 'draw-catalog', action: 'update' });
    expect(change!.details).toMatchObject({
      before: { game4Time: '12:29', verifiedOn: null, autoConfirm: false, holidays: '' },
      after: { game4Time: '12:40', verifiedOn: '2026-11-28', autoConfirm: true, holidays: '07-04' },
    });
    // Emptied: back to "verify before use"
    const cleared = await asAdmin('PATCH', `/api/admin/updatedrawcatalog/${added._id}`, {
      verifiedOn: '',
      sourceUrl: null,
    });
    expect(cleared.json().data).toMatchObject({ verifiedOn: null, sourceUrl: null });
  });

  it('answers 404 for an unknown entry', async () => {
    const response = await asAdmin('PATCH', `/api/admin/updatedrawcatalog/${randomUUID()}`, {
      game3Time: '10:00',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'draw_catalog.not_found',
      message: 'Draw catalog entry not found.',
    });
    const category = await asAdmin('POST', '/api/admin/addlotterycategoryfromcatalog', {
      catalogId: randomUUID(),
    });
    expect(category.statusCode).toBe(404);
    expect(category.json().code).toBe('draw_catalog.not_found');
  });
});
