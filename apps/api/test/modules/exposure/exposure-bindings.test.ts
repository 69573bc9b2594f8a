import { describe, expect, it } from 'vitest';
import {
  ALL_SCOPE_KEY,
  bindingScope,
  fromCentimes,
  GAME_CATEGORIES,
  limitScopeKey,
  usedPercentOf,
} from '@tiraj/domain';
import type { ExposureAnswer, ExposureRow } from '@tiraj/domain/contracts';
import { limitTotals } from '../../../src/db/schema/index.ts';
import { capOf } from '../../../src/ticketing/limit-totals.ts';
import { testApp } from '../../support/app.ts';
import {
  bearer,
  createCompany,
  createLotteryCategory,
  createUser,
  insertLimit,
  signIn,
} from '../../support/factories.ts';

const { app, ctx } = await testApp();
const db = ctx.db;
const DAY = '2026-11-20';

/** A small seeded generator: each round is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the risk board binds every number as a sale would', () => {
  it('over random limits of All, groups and sellers, ties and shared totals included', async () => {
    const { company, subadmin, supervisor, seller } = await createCompany(db);
    const otherGroup = await createUser(db, 'supervisor', company.id);
    const sellers = [
      seller,
      await createUser(db, 'seller', company.id, { supervisorId: supervisor.id }),
      await createUser(db, 'seller', company.id, { supervisorId: otherGroup.id }),
      await createUser(db, 'seller', company.id),
    ];
    const tokens = {
      subadmin: await signIn(app, subadmin),
      supervisor: await signIn(app, supervisor),
    };
    const names = new Map([supervisor, otherGroup, ...sellers].map((u) => [u.id, u.userName]));
    const keys = [
      ALL_SCOPE_KEY,
      ...[supervisor, otherGroup].map((u) => limitScopeKey('supervisor', u.id)),
      ...sellers.map((u) => limitScopeKey('seller', u.id)),
    ];
    const games = ['BLT', 'MRG'] as const;
    const numbers = {
      BLT: ['03', '11', '17', '22', '27', '38', '45', '56', '61', '77', '88', '99'],
      MRG: ['01×02', '12×34', '20×71', '33×44', '48×52', '50×99'],
    };

    for (let round = 0; round < 6; round++) {
      const next = random(100 + round);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
      const category = await createLotteryCategory(db);
      // Caps of 0, 5, 10 or 20 HTG (ties are frequent) or none, for some of the scopes.
      const records = keys
        .filter(() => next() < 0.7)
        .map((scopeKey) => ({
          scopeKey,
          limits: games.map((gameCategory) => ({
            gameCategory,
            limitsButs: pick([null, 0, 5, 10, 20]),
          })),
        }));
      for (const r of records) await insertLimit(db, company.id, category.id, r.scopeKey, r.limits);
      // Running totals for the scopes that sold a number (some with no ticket left); few
      // distinct totals, so that numbers share them, some sold by no other scope.
      const totals = keys.flatMap((scopeKey) =>
        games.flatMap((gameCategory) =>
          numbers[gameCategory]
            .filter(() => scopeKey === ALL_SCOPE_KEY || next() < 0.3)
            .map((number) => ({
              companyId: company.id,
              lotteryCategoryId: category.id,
              drawDate: DAY,
              gameCategory,
              number,
              scopeKey,
              total: pick([0, 500, 1000, 1500, 2000, 2500]),
              payout: pick([0, 25_000, 50_000, 75_000]),
              tickets: pick([0, 1, 1, 2, 3]),
            })),
        ),
      );
      await db.insert(limitTotals).values(totals);

      for (const reader of ['subadmin', 'supervisor'] as const) {
        const readerKey =
          reader === 'subadmin' ? ALL_SCOPE_KEY : limitScopeKey('supervisor', supervisor.id);
        const base = reader === 'subadmin' ? [ALL_SCOPE_KEY] : [ALL_SCOPE_KEY, readerKey];
        const own = new Set(sellers.slice(0, 2).map((u) => limitScopeKey('seller', u.id)));
        const visible = records.filter(
          (r) => reader === 'subadmin' || base.includes(r.scopeKey) || own.has(r.scopeKey),
        );
        const soldIn = (scopeKey: string, game: string, number: string) =>
          totals.find(
            (t) => t.scopeKey === scopeKey && t.gameCategory === game && t.number === number,
          );
        const view = (scopeKey: string) => {
          const [scope, id] = scopeKey.split(':') as ['all' | 'supervisor' | 'seller', string?];
          return { scope, owner: id ? { _id: id, userName: names.get(id)! } : null };
        };
        // As a sale weighs them: the reader's own scopes, then the other limited scopes that sold
        // the number, supervisors before sellers.
        const others = visible
          .map((r) => r.scopeKey)
          .filter((k) => !base.includes(k))
          .sort(
            (a, b) =>
              Number(a.startsWith('seller:')) - Number(b.startsWith('seller:')) || (a < b ? -1 : 1),
          );
        const expected = totals
          .filter((t) => t.scopeKey === readerKey && t.tickets > 0)
          .map((t): ExposureRow => {
            const binding = bindingScope([
              ...base.map((scopeKey) => ({
                scopeKey,
                cap: capOf(visible, scopeKey, t.gameCategory),
                total:
                  scopeKey === readerKey
                    ? t.total
                    : (soldIn(scopeKey, t.gameCategory, t.number)?.total ?? 0),
              })),
              ...others.flatMap((scopeKey) => {
                const sold = soldIn(scopeKey, t.gameCategory, t.number);
                const cap = capOf(visible, scopeKey, t.gameCategory);
                return sold ? [{ scopeKey, cap, total: sold.total }] : [];
              }),
            ]);
            return {
              gameCategory: t.gameCategory,
              number: t.number,
              amount: fromCentimes(t.total),
              tickets: t.tickets,
              payout: fromCentimes(t.payout),
              limitStaked: binding ? fromCentimes(binding.total) : null,
              limit: binding ? fromCentimes(binding.cap!) : null,
              available: binding ? fromCentimes(binding.left) : null,
              usedPercent: binding ? usedPercentOf(binding.total, binding.cap) : null,
              limitScope: binding ? view(binding.scopeKey) : null,
            };
          })
          .sort(
            (a, b) =>
              b.payout - a.payout ||
              GAME_CATEGORIES.indexOf(a.gameCategory) - GAME_CATEGORIES.indexOf(b.gameCategory) ||
              (a.number < b.number ? -1 : 1),
          );
        const response = await app.inject({
          method: 'GET',
          url: `/api/${reader}/getexposure`,
          query: { lotteryCategoryName: category.id, date: DAY },
          headers: bearer(tokens[reader]),
        });
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json<ExposureAnswer>().data;
        expect(data.rows, `round ${round}, ${reader}`).toEqual(expected);
        // A row's three figures are one scope's: Used is what is staked there over its limit,
        // and what is left is the limit less it (issue 30: no company-wide bet beside a
        // supervisor's limit).
        for (const r of data.rows.filter((row) => row.limit !== null)) {
          const staked = Math.round(r.limitStaked! * 100);
          const cap = Math.round(r.limit! * 100);
          expect(r.usedPercent).toBe(usedPercentOf(staked, cap));
          expect(Math.round(r.available! * 100)).toBe(Math.max(0, cap - staked));
        }
        expect(data.totals).toEqual({
          amount: fromCentimes(expected.reduce((s, r) => s + Math.round(r.amount * 100), 0)),
          worstPayout: Math.max(0, ...expected.map((r) => r.payout)),
        });
      }
    }
  });
});
