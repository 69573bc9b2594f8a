import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conditionsOf,
  DEFAULT_RATES,
  exposureOf,
  fromCentimes,
  type GameCategory,
} from '@tiraj/domain';
import type { ExposureAnswer } from '@tiraj/domain/contracts';
import { rowsOf } from '../../src/db/client.ts';
import { companies, paymentTerms, ticketLines, tickets } from '../../src/db/schema/index.ts';
import { testApp } from '../support/app.ts';
import { bearer, shop, signedInSeller } from '../support/factories.ts';
import { sell } from '../support/sales.ts';

// The risk board reads running totals that each sale raises and each deletion
// releases (limit_totals). Proven here equal to the domain's statement over the
// stored lines: amount = non-bonus stakes, payout = Σ exposureOf at each
// ticket's multipliers (bonus lines included), tickets = tickets not deleted.

const { app, ctx } = await testApp();
const db = ctx.db;

type Figures = { amount: number; payout: number; tickets: number };

/** The domain's figures per number, from the lines of the tickets not deleted (one group, or all). */
async function fromLines(companyId: string, categoryId: string, date: string, group?: string) {
  const lines = await db
    .select({
      ticketId: ticketLines.ticketId,
      gameCategory: ticketLines.gameCategory,
      number: ticketLines.number,
      amount: ticketLines.amount,
      bonus: ticketLines.bonus,
      multipliers: tickets.multipliers,
      supervisorId: tickets.supervisorId,
    })
    .from(ticketLines)
    .innerJoin(tickets, eq(tickets.id, ticketLines.ticketId))
    .where(
      and(
        eq(ticketLines.companyId, companyId),
        eq(ticketLines.lotteryCategoryId, categoryId),
        eq(ticketLines.drawDate, date),
        isNull(tickets.deletedAt),
      ),
    );
  const figures = new Map<string, Figures & { ids: Set<string> }>();
  for (const l of lines) {
    if (group && l.supervisorId !== group) continue;
    const key = `${l.gameCategory}|${l.number}`;
    const f = figures.get(key) ?? { amount: 0, payout: 0, tickets: 0, ids: new Set<string>() };
    f.amount += l.bonus ? 0 : l.amount;
    f.payout += exposureOf(
      { gameCategory: l.gameCategory as GameCategory, number: l.number, amount: l.amount },
      l.multipliers,
    );
    f.ids.add(l.ticketId);
    f.tickets = f.ids.size;
    figures.set(key, f);
  }
  return Object.fromEntries(
    [...figures].map(([k, f]) => [
      k,
      { amount: fromCentimes(f.amount), payout: fromCentimes(f.payout), tickets: f.tickets },
    ]),
  );
}

async function board(token: string, path: string, categoryId: string, date: string) {
  const response = await app.inject({
    method: 'GET',
    url: path,
    query: { lotteryCategoryName: categoryId, date },
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json<ExposureAnswer>().data.rows;
  return Object.fromEntries(
    rows.map((r) => [
      `${r.gameCategory}|${r.number}`,
      { amount: r.amount, payout: r.payout, tickets: r.tickets },
    ]),
  );
}

/** Deterministic pseudo-random tickets: the same run every time. */
function* ticketsToSell(count: number) {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const two = () => String(next(12)).padStart(2, '0');
  for (let i = 0; i < count; i++) {
    const lines = [];
    for (let j = 0; j <= next(4); j++) {
      const pick = next(6);
      if (pick < 3) lines.push({ gameCategory: 'BLT', number: two(), amount: 1 + next(300) / 4 });
      else if (pick === 3) lines.push({ gameCategory: 'MRG', number: `${two()}x${two()}` });
      else if (pick === 4) lines.push({ gameCategory: 'L3C', number: `4${two()}`, amount: 0.33 });
      else lines.push({ gameCategory: 'L4C 2', number: `27${two()}`, amount: 2.5 });
    }
    yield lines
      .map((l) => ({ amount: 1 + next(50), ...l }))
      .filter(
        // a pair of a number with itself is not a bet
        (l) => l.gameCategory !== 'MRG' || l.number.slice(0, 2) !== l.number.slice(3),
      );
  }
}

describe('risk board: running totals', () => {
  it('equal the domain over the stored lines through sales, a term change, bonus lines and deletions; the upgrade backfill gives the same', async () => {
    const s = await shop(app, db);
    const loner = await signedInSeller(app, db, s.company.id);
    const c = s.category;
    await db.update(companies).set({ bonusFlag: true }).where(eq(companies.id, s.company.id));
    const sold: string[] = [];
    let i = 0;
    for (const lines of ticketsToSell(40)) {
      if (lines.length === 0) continue;
      if (i === 20)
        await db.insert(paymentTerms).values({
          companyId: s.company.id,
          lotteryCategoryId: c.id,
          conditions: conditionsOf({ ...DEFAULT_RATES, first: 61.5, l4c: 1333 }),
        });
      const token = i++ % 3 === 0 ? loner.token : s.tokens.seller;
      const response = await sell(app, token, c.id, lines);
      expect(response.statusCode, response.body).toBe(200);
      sold.push(response.json<{ data: { _id: string } }>().data._id);
    }
    for (const id of [sold[3], sold[17], sold[25]]) {
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/subadmin/deleteticket/${id}`,
        headers: bearer(s.tokens.subadmin),
        payload: { reason: 'Sold by mistake' },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }

    const company = await board(s.tokens.subadmin, '/api/subadmin/getexposure', c.id, c.drawDate);
    expect(Object.keys(company).length).toBeGreaterThan(20);
    expect(company).toEqual(await fromLines(s.company.id, c.id, c.drawDate));
    // The supervisor: its group's sales only (the loner has no supervisor).
    const group = await board(s.tokens.supervisor, '/api/supervisor/getexposure', c.id, c.drawDate);
    expect(group).toEqual(await fromLines(s.company.id, c.id, c.drawDate, s.supervisor.id));
    expect(Object.keys(group).length).toBeLessThan(Object.keys(company).length);

    // The upgrade's backfill (migration 0007), run on this company's rows emptied, gives them back.
    const stored = async () =>
      rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select game_category, number, scope_key, total::text, payout::text, tickets
          from limit_totals where company_id = ${s.company.id} and tickets > 0
          order by 1, 2, 3`),
      );
    const before = await stored();
    const migration = readFileSync(
      join(import.meta.dirname, '../../src/db/migrations/0007_exposure_running_totals.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .at(-1)!
      // this company only: other test files share the database on PostgreSQL
      .replace(
        'WHERE s."scope_key" IS NOT NULL',
        `WHERE s."scope_key" IS NOT NULL AND l."company_id" = '${s.company.id}'`,
      );
    expect(backfill).toContain(s.company.id);
    await db.execute(
      sql`update limit_totals set payout = 0, tickets = 0 where company_id = ${s.company.id}`,
    );
    await db.execute(
      sql`delete from limit_totals where company_id = ${s.company.id} and total = 0`,
    );
    expect(await stored()).toEqual([]);
    await db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(before);
  });
});
