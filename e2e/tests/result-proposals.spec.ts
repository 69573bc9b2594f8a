import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, bearer, operatorToday, signInAs, uniqueName } from './fixtures.ts';

/** Where playwright.config.ts points the server's sources: this spec's fake lottery back end. */
const SOURCES_PORT = Number(process.env.E2E_PORT ?? 3199) + 1000;

/** The digits each draw publishes on the fake (any date asked): Pick 3, then Pick 4. */
const NY = { midday: ['457', '1290'], evening: ['803', '0417'] } as const;
const TX = {
  morning: ['112', '3344'],
  day: ['556', '7788'],
  evening: ['990', '1122'],
  night: ['334', '5566'],
} as const;

/** The Texas files hold a row per date: a week around today, whatever the zones. */
function texasCsv(game: string, digits: string) {
  const rows = [];
  for (let d = -7; d <= 2; d += 1) {
    const at = new Date(Date.now() + d * 86_400_000);
    const [m, day, y] = [at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCFullYear()];
    rows.push(`${game},${m},${day},${y},${digits.split('').join(',')}`);
  }
  return rows.join('\n');
}

function fakeSources(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const date = /'(\d{4}-\d{2}-\d{2})/.exec(url.searchParams.get('$where') ?? '')?.[1];
    const tx = /\/tx\/(Pick_3|Daily_4)\/Winning_Numbers\/(?:pick3|daily4)(\w+)\.csv$/.exec(
      url.pathname,
    );
    if (url.pathname === '/ny' && date) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const row = {
        draw_date: `${date}T00:00:00.000`,
        midday_daily: NY.midday[0],
        midday_win_4: NY.midday[1],
        evening_daily: NY.evening[0],
        evening_win_4: NY.evening[1],
      };
      res.end(JSON.stringify([row]));
    } else if (tx && tx[2]! in TX) {
      const [pick3, pick4] = TX[tx[2] as keyof typeof TX];
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end(tx[1] === 'Pick_3' ? texasCsv('Pick 3', pick3) : texasCsv('Daily 4', pick4));
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(SOURCES_PORT, '127.0.0.1', () => resolve(server)));
}

test("the clerk confirms the day's 6 proposals on Today's results: one Enter a draw", async ({
  page,
  request,
}) => {
  const sources = await fakeSources();
  const admin = bearer(await apiToken(request, ADMIN));
  const yesterday = new Date(`${operatorToday()}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  const date = yesterday.toISOString().slice(0, 10);
  try {
    type Entry = { _id: string; state: string; drawName: string; weekdays: number[] };
    const catalog = (
      await (await request.get('/api/admin/getdrawcatalog', { headers: admin })).json()
    ).data as Entry[];
    const prefix = uniqueName('Sous');
    const draws = catalog.filter((e) => e.state === 'New York' || e.state === 'Texas');
    expect(draws).toHaveLength(6);
    const names: string[] = [];
    for (const entry of draws) {
      // Texas rests on Sundays: drawn every day for this run, whatever day yesterday was.
      if (entry.weekdays.length < 7) {
        const every = await request.patch(`/api/admin/updatedrawcatalog/${entry._id}`, {
          headers: admin,
          data: { weekdays: [0, 1, 2, 3, 4, 5, 6] },
        });
        expect(every.ok(), await every.text()).toBe(true);
      }
      const name = `${prefix} ${entry.state} ${entry.drawName}`;
      const made = await request.post('/api/admin/addlotterycategoryfromcatalog', {
        headers: admin,
        data: { catalogId: entry._id, lotteryName: name },
      });
      expect(made.ok(), await made.text()).toBe(true);
      names.push(name);
    }
    const fetched = await request.post('/api/admin/fetchresults', {
      headers: admin,
      data: { date },
    });
    expect(fetched.ok(), await fetched.text()).toBe(true);

    await signInAs(page, ADMIN);
    await page.goto('/admin/results');
    const table = page.getByTestId(`day-results-${date}`);
    const mine = table.getByRole('row').filter({ hasText: prefix });
    await expect(mine).toHaveCount(6);
    // Each row comes filled in from its source: the first one's lots are its Pick 3 and Pick 4's.
    const first = mine.first();
    await expect(first).toContainText('Proposed');
    const firstName = (await first.getByRole('cell').first().textContent())!;
    await first.getByRole('textbox', { name: `${firstName} 1st` }).click();

    await page.evaluate(() => {
      const keys: string[] = [];
      Object.assign(window, { typedKeys: keys });
      document.addEventListener('keydown', (e) => keys.push(e.key), { capture: true });
    });
    const focusedProposal = table.locator('input[data-proposal]:focus');
    for (let i = 0; i < 6; i += 1) {
      // The focus is already on a row the sources filled in: no click, no Tab.
      await expect(focusedProposal).toHaveCount(1);
      await page.keyboard.press('Enter');
      await expect(mine.and(page.locator('[data-state="posted"]'))).toHaveCount(i + 1);
    }
    await expect(mine.and(page.locator('[data-state="due"]'))).toHaveCount(0);
    const keys = await page.evaluate(
      () => (window as unknown as { typedKeys: string[] }).typedKeys,
    );
    expect(keys).toEqual(Array<string>(6).fill('Enter'));
    // The lots by the one rule: NY Midday 457 / 1290 → 57 · 12 · 90 · 457.
    await expect(mine.filter({ hasText: 'New York Midday' })).toContainText('57 · 12 · 90 · 457');
    await expect(mine.filter({ hasText: 'Texas Night' })).toContainText('34 · 55 · 66 · 334');
  } finally {
    await new Promise((resolve) => sources.close(resolve));
    for (const entry of ['Morning', 'Day', 'Evening', 'Night']) {
      const found = (
        (await (await request.get('/api/admin/getdrawcatalog', { headers: admin })).json())
          .data as { _id: string; state: string; drawName: string }[]
      ).find((e) => e.state === 'Texas' && e.drawName === entry);
      if (found)
        await request.patch(`/api/admin/updatedrawcatalog/${found._id}`, {
          headers: admin,
          data: { weekdays: [1, 2, 3, 4, 5, 6] },
        });
    }
  }
});
