import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCentimes, type LedgerEntry } from '@tiraj/domain';
import type { Remittance } from '@tiraj/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { sellerLedger, users } from '../../db/schema/index.ts';
import { countedEntry } from '../../ticketing/seller-days.ts';

const seller = alias(users, 'ledger_seller');
const author = alias(users, 'ledger_author');
const reversed = alias(sellerLedger, 'reversed_entry');
const reversal = alias(sellerLedger, 'reversal_entry');

/** Ledger entries as the API shows them and as the statement counts them. */
export interface LedgerRow {
  entry: Remittance;
  counted: LedgerEntry;
}

/** The ledger entries matching `where`, oldest first (or the newest `limit` first). */
export async function ledgerRows(
  db: Db | Tx,
  where: SQL | undefined,
  options: { newestFirst?: number } = {},
): Promise<LedgerRow[]> {
  const query = db
    .select({
      id: sellerLedger.id,
      number: sellerLedger.number,
      sellerId: sellerLedger.sellerId,
      sellerName: seller.userName,
      kind: sellerLedger.kind,
      amount: sellerLedger.amount,
      note: sellerLedger.note,
      day: sellerLedger.day,
      createdAt: sellerLedger.createdAt,
      createdBy: sellerLedger.createdBy,
      authorName: author.userName,
      reverses: sellerLedger.reverses,
      reversedKind: reversed.kind,
      reversedBy: reversal.id,
    })
    .from(sellerLedger)
    .innerJoin(seller, eq(seller.id, sellerLedger.sellerId))
    .leftJoin(author, eq(author.id, sellerLedger.createdBy))
    .leftJoin(reversed, eq(reversed.id, sellerLedger.reverses))
    .leftJoin(reversal, eq(reversal.reverses, sellerLedger.id))
    .where(where);
  const rows = options.newestFirst
    ? await query
        .orderBy(desc(sellerLedger.createdAt), desc(sellerLedger.id))
        .limit(options.newestFirst)
    : await query.orderBy(sellerLedger.createdAt, sellerLedger.id);
  return rows.map((r) => ({
    entry: {
      _id: r.id,
      number: r.number,
      seller: { _id: r.sellerId, userName: r.sellerName },
      kind: r.kind,
      // An opening (and its reversal) is stored as what it takes off the balance; shown as what
      // the seller owed, so a reversal always shows the opposite of its entry.
      amount: fromCentimes(
        r.kind === 'opening' || r.reversedKind === 'opening' ? -r.amount : r.amount,
      ),
      note: r.note,
      date: r.day,
      createdAt: r.createdAt.toISOString(),
      createdBy: { _id: r.createdBy, userName: r.authorName ?? '' },
      reverses: r.reverses,
      reversedBy: r.reversedBy,
    },
    counted: countedEntry(r),
  }));
}

/** Entries of some sellers between two operator days (both included; either open). */
export const ledgerOf = (sellerIds: string[], from?: string, to?: string) =>
  and(
    inArray(sellerLedger.sellerId, sellerIds),
    from ? gte(sellerLedger.day, from) : undefined,
    to ? lte(sellerLedger.day, to) : undefined,
  );
