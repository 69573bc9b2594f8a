import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  coded,
  paidMultipliers,
  fromCentimes,
  instantOfLocal,
  drawCloseLocal,
  salesWindow,
} from '@tiraj/domain';
import type { OfflineGrantData } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { rowsOf } from '../../db/client.ts';
import { offlineGrants, sellerBalances } from '../../db/schema/index.ts';
import { refused } from '../../errors.ts';
import type { Context } from '../../http/types.ts';
import { saleContext } from '../seller-device/sale-context.ts';
import { offlineSettingsOf } from './settings.ts';

const MINUTE = 60_000;

/**
 * A seller's grant to sell one draw offline (issue 32), taken online: the company's budget (cut
 * to what the seller's credit still allows when a limit is set: the grant reserves it), its cap
 * per number, the rules of the draw as they stand now, the close, an expiry and a fresh key. A
 * live grant of the same seller and draw is ended by it (one device, one live grant a draw).
 */
export async function takeOfflineGrant(
  ctx: Context,
  seller: CompanyUser,
  lotteryCategoryName: string,
  now = new Date(),
): Promise<OfflineGrantData> {
  const settings = await offlineSettingsOf(ctx.db, seller.companyId);
  if (!settings.enabled) throw refused(coded('offline.disabled'));
  const category = await ctx.caches.categories.resolve(lotteryCategoryName);
  const tz = ctx.config.timeZone;
  const window = salesWindow(category.startTime, category.endTime, now, tz);
  const closesAt = instantOfLocal(drawCloseLocal(category.endTime, window.drawDate), tz);
  const stopsAt = new Date(closesAt.getTime() - settings.stopMinutesBeforeClose * MINUTE);
  if (!window.open || now >= stopsAt) throw refused(coded('offline.closed'));
  if (category.noDrawDates.includes(window.drawDate))
    throw refused(coded('draw_catalog.no_draw', { name: category.name, date: window.drawDate }));
  const expiresAt = new Date(
    Math.min(now.getTime() + settings.maxOfflineMinutes * MINUTE, closesAt.getTime()),
  );
  const key = randomBytes(32).toString('base64');

  return ctx.db.transaction(async (tx) => {
    // Serialises this seller's grants (and its sales' credit checks) on its balance row.
    await tx
      .insert(sellerBalances)
      .values({ sellerId: seller.id, companyId: seller.companyId, balance: 0 })
      .onConflictDoNothing();
    const [balance] = await tx
      .select({ balance: sellerBalances.balance })
      .from(sellerBalances)
      .where(eq(sellerBalances.sellerId, seller.id))
      .for('update');
    await tx
      .update(offlineGrants)
      .set({ endedAt: now })
      .where(
        and(
          eq(offlineGrants.sellerId, seller.id),
          eq(offlineGrants.lotteryCategoryId, category.id),
          eq(offlineGrants.drawDate, window.drawDate),
          isNull(offlineGrants.endedAt),
          gt(offlineGrants.expiresAt, now),
        ),
      );
    const [read] = rowsOf<{ context: unknown }>(
      await tx.execute(
        sql`select tiraj_sale_context(${seller.id}::uuid, ${category.id}::uuid, ${window.drawDate}::date) as context`,
      ),
    );
    const context = saleContext.nullable().parse(read?.context ?? null);
    if (!context?.active) throw refused(coded('sale.refused', { summary: 'inactive' }));
    let budget = Math.round(settings.budgetPerDraw * 100);
    // The credit limit the context reads is already less the seller's other live grants.
    if (context.creditLimit !== null)
      budget = Math.min(budget, Math.max(0, context.creditLimit - (balance?.balance ?? 0)));
    if (budget <= 0) throw refused(coded('offline.no_credit'));
    const capPerNumber = Math.min(Math.round(settings.capPerNumber * 100), budget);
    const rules = {
      blocked: context.blocked.map((b) => ({ gameCategory: b.game, number: b.number })),
      percentageLimits: (context.percents ?? []).map((p) => ({
        gameCategory: p.gameCategory,
        limitPercent: Number(p.limitPercent),
      })),
      // Frozen: the terms in force for the seller now, its branch's when it sets them (issue 39).
      terms: paidMultipliers(context.conditions),
      bonus: context.bonusFlag,
    };
    const [grant] = await tx
      .insert(offlineGrants)
      .values({
        companyId: seller.companyId,
        sellerId: seller.id,
        lotteryCategoryId: category.id,
        drawDate: window.drawDate,
        key,
        budget,
        capPerNumber,
        rules,
        closesAt,
        stopsAt,
        graceMinutes: settings.stopMinutesBeforeClose,
        issuedAt: now,
        expiresAt,
      })
      .returning({ id: offlineGrants.id });
    return {
      grantId: grant!.id,
      key,
      lotteryCategoryId: category.id,
      drawDate: window.drawDate,
      closesAt: closesAt.toISOString(),
      stopsAt: stopsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      budget: fromCentimes(budget),
      capPerNumber: fromCentimes(capPerNumber),
      ...rules,
    };
  });
}
