import { afterAll } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { nyOpenData } from '../../../src/modules/result-sources/ny-open-data.ts';
import type { ResultSource } from '../../../src/modules/result-sources/source.ts';
import { testApp } from '../../support/app.ts';
import { fakeSourceServer, type FakeSource } from '../../support/fake-source.ts';
import { caller } from '../../support/factories.ts';
import { tokensByRole } from '../../support/roles.ts';

/** New York's day on the fake source: `rows[date]` answered for that exact date, else `[]`. */
export function servesNy(
  fake: FakeSource,
  rows: Record<string, { pick3?: string; pick4?: string }>,
) {
  fake.answer('/ny', (request) => {
    const date = /'(\d{4}-\d{2}-\d{2})/.exec(request.query.get('$where') ?? '')?.[1] ?? '';
    const row = rows[date];
    const body = row
      ? [{ draw_date: `${date}T00:00:00.000`, midday_daily: row.pick3, midday_win_4: row.pick4 }]
      : [];
    return { body: JSON.stringify(body) };
  });
}

/** A second, independent source of the same draws (another server): two voices can agree. */
export const mirrorOf = (fake: FakeSource): ResultSource => ({
  ...nyOpenData({ url: `${fake.url}/ny`, timeoutMs: 2000 }),
  name: 'ny-mirror',
});

/** A server whose New York source is a fake on loopback, and its admin's calls. */
export async function proposalsApp() {
  const fake = await fakeSourceServer();
  const mirror = await fakeSourceServer();
  afterAll(async () => {
    await fake.close();
    await mirror.close();
  });
  const { app, ctx } = await testApp({
    RESULTS_SOURCE_NY_OPEN_DATA_URL: `${fake.url}/ny`,
    RESULTS_SOURCE_TEXAS_URL: `${fake.url}/tx`,
  });
  const roles = await tokensByRole(app, ctx.db);
  return {
    app,
    ctx,
    db: ctx.db as Db,
    fake,
    mirror,
    ...roles,
    asAdmin: caller(app, roles.tokens.admin),
  };
}
