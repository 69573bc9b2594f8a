import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ALL_SCOPE_KEY,
  scopeKeyPrefix,
  usedPercentOf,
  type AlertCrossing,
  type GameCategory,
  type LimitScope,
} from '@tiraj/domain';
import { rowsOf } from '../db/client.ts';
import type { Context } from '../http/types.ts';

/** What a committed sale brought to the company's alert share (see `alertCrossings`). */
export interface SaleAlerts {
  draw: {
    companyId: string;
    lotteryCategoryId: string;
    lotteryCategoryName: string;
    drawDate: string;
  };
  /** the selling seller's supervisor at the sale, or null */
  supervisorId: string | null;
  crossings: AlertCrossing[];
}

export const scopeOf = (scopeKey: string): LimitScope =>
  scopeKey === ALL_SCOPE_KEY
    ? 'all'
    : scopeKey.startsWith(scopeKeyPrefix('supervisor'))
      ? 'supervisor'
      : 'seller';

/** The supervisor whose group a limit concerns: its own, or the selling seller's; none for All. */
function concernedSupervisor(scopeKey: string, sellersSupervisor: string | null): string | null {
  const scope = scopeOf(scopeKey);
  if (scope === 'all') return null;
  if (scope === 'supervisor') return scopeKey.slice(scopeKeyPrefix('supervisor').length);
  return sellersSupervisor;
}

/**
 * Stores a sale's alerts once its sale is committed, in ONE statement, and announces only those it
 * inserted: the unique key (company, lottery, draw, game, number) makes an alert once per number
 * and draw, even between concurrent sales on several instances. Never fails the sale: a lost
 * alert is logged.
 */
export async function announceAlerts(ctx: Context, log: FastifyBaseLogger, alerts: SaleAlerts) {
  const { draw } = alerts;
  try {
    const values = alerts.crossings.map(
      (c) =>
        sql`(${draw.companyId}::uuid, ${draw.lotteryCategoryId}::uuid, ${draw.drawDate}::date, ${c.gameCategory}, ${c.number}, ${c.scopeKey}, ${concernedSupervisor(c.scopeKey, alerts.supervisorId)}::uuid, ${c.total}::bigint, ${c.cap}::bigint)`,
    );
    const inserted = rowsOf<{
      id: string;
      gameCategory: GameCategory;
      number: string;
      scopeKey: string;
      supervisorId: string | null;
      total: string | number;
      cap: string | number;
      createdAt: string | Date;
    }>(
      await ctx.db.execute(sql`
        insert into exposure_alerts (company_id, lottery_category_id, draw_date, game_category, number, scope_key, supervisor_id, total, cap)
        values ${sql.join(values, sql`, `)}
        on conflict (company_id, lottery_category_id, draw_date, game_category, number) do nothing
        returning id, game_category as "gameCategory", number, scope_key as "scopeKey",
          supervisor_id as "supervisorId", total, cap, created_at as "createdAt"
      `),
    );
    if (inserted.length === 0) return;
    await ctx.events.publish(
      inserted.map((a) => ({
        kind: 'alert' as const,
        companyId: draw.companyId,
        alertId: a.id,
        lotteryCategoryId: draw.lotteryCategoryId,
        lotteryCategoryName: draw.lotteryCategoryName,
        drawDate: draw.drawDate,
        gameCategory: a.gameCategory,
        number: a.number,
        scope: scopeOf(a.scopeKey),
        supervisorId: a.supervisorId,
        usedPercent: usedPercentOf(Number(a.total), Number(a.cap)) ?? 100,
        createdAt: new Date(a.createdAt).toISOString(),
      })),
    );
  } catch (error) {
    log.error({ err: error }, 'risk alert not stored or not published');
  }
}
