import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  drawCloseLocal,
  fromBase64,
  instantOfLocal,
  offlineBonusNumbers,
  offlineVerificationCode,
  toCentimes,
  type GameCategory,
  type OfflineLine,
} from '@tiraj/domain';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { lotteryCategories, winningNumbers } from '../../db/schema/index.ts';
import type { OfflineGrantRulesRow } from '../../db/schema/offline.ts';
import { AppError } from '../../errors.ts';
import type { Context } from '../../http/types.ts';
import { sellTicket, type Sold } from '../seller-device/sell-ticket.ts';
import { PrintedCodeTaken } from '../seller-device/store-sale.ts';

export interface GrantOfSale {
  lotteryCategoryId: string;
  drawDate: string;
  /** centimes */
  capPerNumber: number;
  /** the rules it froze: its tickets are sold at its payout terms */
  rules: { terms: number[] };
}

export type Printed = { ticketCode: string; soldAt: Date; bonus: string[] | null };

/**
 * What an offline ticket's paper printed (issue 37), as the server stores it: the code drawn from
 * its signature, its device sale time (within the sync's clock checks: from a little before the
 * grant was issued to now; a held ticket's odd time is brought within them) and its
 * free maryaj numbers, drawn from its signature by the grant's rules (null on a grant from
 * before, whose device printed none: drawn as online).
 */
/** a device clock a little behind the server's is not a cheat (the sync's clock check) */
export const CLOCK_SLACK_MS = 2 * 60_000;

export function printedOf(
  grant: { rules: OfflineGrantRulesRow; issuedAt: Date },
  ticket: { sig: string; soldAt: string; lines: OfflineLine[] },
  now: Date,
): Printed {
  const { rules } = grant;
  const device = new Date(ticket.soldAt).getTime();
  const earliest = grant.issuedAt.getTime() - CLOCK_SLACK_MS;
  const soldAt = Number.isNaN(device)
    ? now
    : new Date(Math.min(Math.max(device, earliest), now.getTime()));
  const total = ticket.lines.reduce((s, l) => s + toCentimes(l.amount), 0);
  const blocked = new Set(
    rules.blocked.filter((b) => b.gameCategory === 'MRG').map((b) => b.number),
  );
  return {
    ticketCode: offlineVerificationCode(ticket.sig),
    soldAt,
    bonus:
      rules.bonus === undefined
        ? null
        : rules.bonus
          ? offlineBonusNumbers(fromBase64(ticket.sig) ?? new Uint8Array(), total, blocked)
          : [],
  };
}

/**
 * Records an offline ticket through the one sale path (ARCHITECTURE §9): the same function, the
 * same running totals, idempotent by its sale key, for its grant's draw whatever the clock now,
 * past a limit by at most the grant's cap, never refused for the credit its grant reserved.
 * A refusal of the sale (a number blocked since, a limit passed by more than the cap, the seller
 * deactivated) answers `refused` instead of throwing: the ticket is then held.
 */
export async function recordOffline(
  ctx: Context,
  log: FastifyBaseLogger,
  seller: CompanyUser,
  grant: GrantOfSale,
  saleKey: string,
  lines: OfflineLine[],
  now: Date,
  printed: Printed,
): Promise<{ sold: Sold } | { refused: 'refused' | 'key_reused' | 'code_taken' }> {
  try {
    const sold = await sellTicket(
      ctx,
      log,
      seller,
      {
        lotteryCategoryName: grant.lotteryCategoryId,
        numbers: lines.map((l) => ({ ...l, gameCategory: l.gameCategory as GameCategory })),
        saleKey,
      },
      now,
      {
        offline: {
          drawDate: grant.drawDate,
          capAllowance: grant.capPerNumber,
          printed,
          terms: grant.rules.terms,
        },
      },
    );
    return { sold };
  } catch (error) {
    if (error instanceof PrintedCodeTaken) return { refused: 'code_taken' };
    if (error instanceof AppError && error.statusCode === 409) return { refused: 'key_reused' };
    if (error instanceof AppError && (error.statusCode === 422 || error.statusCode === 400))
      return { refused: 'refused' };
    throw error;
  }
}

/** Has the draw's result been posted? An offline ticket is never recorded after it by the clock's grace. */
export async function resultPosted(db: Db, lotteryCategoryId: string, drawDate: string) {
  const [row] = await db
    .select({ id: winningNumbers.id })
    .from(winningNumbers)
    .where(
      and(
        eq(winningNumbers.lotteryCategoryId, lotteryCategoryId),
        eq(winningNumbers.drawDate, drawDate),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The draw's close as the category says now (its end time on the draw date, operator time, as
 * the grant computed it), read from the database rather than a cache so that a close the admin
 * moved is seen by every instance at once; null when the category is gone.
 */
export async function drawClosesNow(ctx: Context, lotteryCategoryId: string, drawDate: string) {
  const [row] = await ctx.db
    .select({ endTime: lotteryCategories.endTime })
    .from(lotteryCategories)
    .where(eq(lotteryCategories.id, lotteryCategoryId));
  return row ? instantOfLocal(drawCloseLocal(row.endTime, drawDate), ctx.config.timeZone) : null;
}
