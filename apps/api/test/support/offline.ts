import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signOfflineTicket, type OfflineLine, type OfflineTicket } from '@tiraj/domain';
import type { OfflineGrantData, SyncOfflineAnswer } from '@tiraj/domain/contracts';
import { offlineGrants } from '../../src/db/schema/index.ts';
import { testApp } from './app.ts';
import { bearer, shop } from './factories.ts';

export const SETTINGS = {
  enabled: true,
  budgetPerDraw: 2000,
  capPerNumber: 100,
  stopMinutesBeforeClose: 5,
  maxOfflineMinutes: 30,
};

/**
 * The offline selling tests' server: `offlineShop` (a shop with offline selling on and a grant
 * taken), `signChain` (a device's signed tickets, as the point of sale makes them), `sync`.
 */
export async function offlineApp() {
  const { app, ctx } = await testApp();
  const db = ctx.db;

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: bearer(token) });

  async function grantFor(token: string, lotteryCategoryName: string) {
    const response = await call(token, 'POST', '/api/seller/offlinegrant', { lotteryCategoryName });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: OfflineGrantData }>().data;
  }

  async function offlineShop(settings: Partial<typeof SETTINGS> = {}) {
    const s = await shop(app, db);
    const on = await call(s.tokens.subadmin, 'PATCH', '/api/subadmin/updateofflineselling', {
      ...SETTINGS,
      ...settings,
    });
    expect(on.statusCode, on.body).toBe(200);
    return { ...s, grant: await grantFor(s.tokens.seller, s.category.id) };
  }

  /** Tickets signed in a chain from `seq` 1 (or after `after`), sold now unless told. */
  async function signChain(
    grant: Pick<OfflineGrantData, 'grantId' | 'key'>,
    tickets: { lines: OfflineLine[]; soldAt?: string }[],
    after: { seq: number; sig: string } = { seq: 0, sig: '' },
  ): Promise<OfflineTicket[]> {
    const out: OfflineTicket[] = [];
    let last = after;
    for (const t of tickets) {
      const body = {
        saleKey: `off-${randomUUID()}`,
        seq: last.seq + 1,
        soldAt: t.soldAt ?? new Date().toISOString(),
        lines: t.lines,
        prev: last.sig,
      };
      const sig = await signOfflineTicket(grant.key, grant.grantId, body);
      out.push({ ...body, sig });
      last = { seq: body.seq, sig };
    }
    return out;
  }

  async function sync(token: string, grantId: string, tickets: OfflineTicket[]) {
    const response = await call(token, 'POST', '/api/seller/syncoffline', { grantId, tickets });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SyncOfflineAnswer>().data;
  }

  /** Moves a grant's times (what a test cannot wait for): minutes from now. */
  async function shiftGrant(
    grantId: string,
    minutes: { issued: number; stops: number; closes: number; expires: number },
  ) {
    const at = (m: number) => new Date(Date.now() + m * 60_000);
    await db
      .update(offlineGrants)
      .set({
        issuedAt: at(minutes.issued),
        stopsAt: at(minutes.stops),
        closesAt: at(minutes.closes),
        expiresAt: at(minutes.expires),
      })
      .where(eq(offlineGrants.id, grantId));
  }

  return { app, ctx, db, call, grantFor, offlineShop, signChain, sync, shiftGrant };
}

export const blt = (number: string, amount: number): OfflineLine => ({
  gameCategory: 'BLT',
  number,
  amount,
});
