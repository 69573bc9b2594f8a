import { and, eq, max, sql } from 'drizzle-orm';
import { coded, fromCentimes, ledgerAmountOf, localDateOf, toCentimes } from '@tiraj/domain';
import type { Remittance } from '@tiraj/domain/contracts';
import { audit } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { violatesUnique } from '../../db/database-error.ts';
import { sellerLedger, users } from '../../db/schema/index.ts';
import { conflict, notFound, refused } from '../../errors.ts';
import { sellerInScope } from '../../ticketing/seller-in-scope.ts';
import { moveSellerMoney } from '../../ticketing/seller-balance.ts';
import { ledgerRows } from './ledger-rows.ts';

export interface Recorded {
  entry: Remittance;
  /** centimes: the seller's balance after the entry */
  balance: number;
}

/** Takes the seller's balance row lock (moving nothing), so ledger checks see every earlier entry. */
const lockBalance = (tx: Tx, companyId: string, sellerId: string, day: string) =>
  moveSellerMoney(tx, { companyId, sellerId, day });

/** The advisory-lock namespace of company ledgers (two-key form, like the draws' in draw-lock.ts). */
const LEDGER_LOCKS = 7_424_638;

/**
 * The next receipt number of the company (1, 2, 3…), under the company's ledger lock until commit:
 * two cashiers recording for two sellers at once take one number each, never the same one (the
 * unique index would refuse it). Taken after the seller's balance lock, as every entry does.
 */
async function nextNumber(tx: Tx, companyId: string): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LEDGER_LOCKS}::int, hashtext(${companyId}::text))`,
  );
  const [last] = await tx
    .select({ number: max(sellerLedger.number) })
    .from(sellerLedger)
    .where(eq(sellerLedger.companyId, companyId));
  return (last?.number ?? 0) + 1;
}

async function entryOf(tx: Tx, id: string): Promise<Remittance> {
  const [row] = await ledgerRows(tx, eq(sellerLedger.id, id));
  return row!.entry;
}

/**
 * Records cash received from a seller (amount > 0) or handed to it (< 0), or its opening balance
 * (what it owed when the bank moved to Tiraj; one live opening per seller), and moves its balance,
 * in one transaction with the audit row. The seller must be the caller's (404 otherwise).
 */
export async function addRemittance(
  db: Db,
  actor: CompanyUser,
  body: { seller: string; amount: number; note: string; kind: 'remittance' | 'opening' },
  timeZone: string,
  now = new Date(),
): Promise<Recorded> {
  await sellerInScope(db, actor, body.seller);
  const day = localDateOf(now, timeZone);
  const amount = ledgerAmountOf(body.kind, toCentimes(body.amount));
  return db.transaction(async (tx) => {
    await lockBalance(tx, actor.companyId, body.seller, day);
    if (body.kind === 'opening' && (await hasLiveOpening(tx, body.seller)))
      throw conflict(coded('remittance.opening_exists'));
    const [row] = await tx
      .insert(sellerLedger)
      .values({
        companyId: actor.companyId,
        sellerId: body.seller,
        kind: body.kind,
        amount,
        note: body.note,
        day,
        number: await nextNumber(tx, actor.companyId),
        createdBy: actor.id,
        createdAt: now,
      })
      .returning({ id: sellerLedger.id });
    const balance = await moveSellerMoney(tx, {
      companyId: actor.companyId,
      sellerId: body.seller,
      day,
      remitted: amount,
    });
    await audit(tx, actor, 'create', 'remittance', row!.id, {
      seller: body.seller,
      kind: body.kind,
      amount: body.amount,
      note: body.note,
      balance: fromCentimes(balance),
    });
    return { entry: await entryOf(tx, row!.id), balance };
  });
}

async function hasLiveOpening(tx: Tx, sellerId: string) {
  const openings = await ledgerRows(
    tx,
    and(eq(sellerLedger.sellerId, sellerId), eq(sellerLedger.kind, 'opening')),
  );
  return openings.some((o) => o.entry.reversedBy === null);
}

/**
 * Reverses one ledger entry by a new entry of the opposite amount that names it and says why;
 * the entry itself is never changed. An entry is reversed once (the unique index settles two
 * reversals at once: 409); a reversal is final (422).
 */
export async function reverseRemittance(
  db: Db,
  actor: CompanyUser,
  id: string,
  note: string,
  timeZone: string,
  now = new Date(),
): Promise<Recorded> {
  const [original] = await db
    .select({
      id: sellerLedger.id,
      sellerId: sellerLedger.sellerId,
      kind: sellerLedger.kind,
      amount: sellerLedger.amount,
    })
    .from(sellerLedger)
    .innerJoin(users, eq(users.id, sellerLedger.sellerId))
    .where(
      and(
        eq(sellerLedger.id, id),
        eq(sellerLedger.companyId, actor.companyId),
        actor.role === 'supervisor' ? eq(users.supervisorId, actor.id) : undefined,
        actor.staffBranchId ? eq(users.branchId, actor.staffBranchId) : undefined,
      ),
    );
  if (!original) throw notFound('remittance.not_found');
  if (original.kind === 'reversal') throw refused(coded('remittance.reversal_final'));
  const day = localDateOf(now, timeZone);
  try {
    return await db.transaction(async (tx) => {
      await lockBalance(tx, actor.companyId, original.sellerId, day);
      const [row] = await tx
        .insert(sellerLedger)
        .values({
          companyId: actor.companyId,
          sellerId: original.sellerId,
          kind: 'reversal',
          amount: -original.amount,
          note,
          day,
          number: await nextNumber(tx, actor.companyId),
          createdBy: actor.id,
          createdAt: now,
          reverses: original.id,
        })
        .returning({ id: sellerLedger.id });
      const balance = await moveSellerMoney(tx, {
        companyId: actor.companyId,
        sellerId: original.sellerId,
        day,
        remitted: -original.amount,
      });
      await audit(tx, actor, 'create', 'remittance', row!.id, {
        seller: original.sellerId,
        kind: 'reversal',
        reverses: original.id,
        amount: fromCentimes(-original.amount),
        note,
        balance: fromCentimes(balance),
      });
      return { entry: await entryOf(tx, row!.id), balance };
    });
  } catch (error) {
    if (violatesUnique(error, 'seller_ledger_reverses_key'))
      throw conflict(coded('remittance.already_reversed'));
    throw error;
  }
}
