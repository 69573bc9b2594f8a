import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The advisory-lock namespace of draws (two-key form: apart from the migration lock's one-key space). */
const DRAW_LOCKS = 7_424_612;

const drawKey = (lotteryCategoryId: string, drawDate: string) =>
  sql`${DRAW_LOCKS}::int, hashtext(${lotteryCategoryId}::text || ':' || ${drawDate}::text)`;

/**
 * A sale's hold on its draw: the draw's lock key as two SQL arguments (space, key) for the sale's
 * `tiraj_sell` call (db/functions/sell.sql), which takes it shared before anything else. Sales share it;
 * posting a result takes it exclusively, so a result waits for the sales in flight (then settles
 * them), and a sale that started after it sees the result in its next statement and is refused.
 * Without it a sale could commit just after the settlement's UPDATE and stay unpaid.
 */
export const drawLockArgs = (lotteryCategoryId: string, drawDate: string): SQL =>
  drawKey(lotteryCategoryId, drawDate);

/** Posting or correcting a result: waits for the draw's sales in flight, and holds new ones off until commit. */
export async function lockDrawForResult(tx: Db, lotteryCategoryId: string, drawDate: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${drawKey(lotteryCategoryId, drawDate)})`);
}

/** A deletion's hold on its draw (shared, like a sale's): a result posted meanwhile waits for it. */
export async function holdDrawShared(tx: Db, lotteryCategoryId: string, drawDate: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${drawKey(lotteryCategoryId, drawDate)})`,
  );
}
