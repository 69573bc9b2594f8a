import { createStore, del, delMany, set, setMany, values } from 'idb-keyval';
import type { PendingSale } from './pending-sales.ts';

/**
 * Where sales waiting for the server's answer outlive a reload or a crash: IndexedDB, one entry
 * per sale under its key. idb-keyval's writes resolve once their transaction has completed, so
 * a sale is on the device before it is sent.
 */
const PENDING_DB = { name: 'tiraj-pos-sales', store: 'pending' } as const;
const store = createStore(PENDING_DB.name, PENDING_DB.store);

/**
 * The store of earlier versions: database `tiraj-pos`, store `pending-sales`, each sale keyed by
 * its own `saleKey` field. idb-keyval writes a key beside the value, which a store keyed by a
 * field refuses, hence a new store; what a device still holds in the old one moves over when read.
 */
const LEGACY_PENDING_DB = { name: 'tiraj-pos', store: 'pending-sales' } as const;
const legacy = createStore(LEGACY_PENDING_DB.name, LEGACY_PENDING_DB.store);

export const savePendingSale = (sale: PendingSale) => set(sale.saleKey, sale, store);

export const deletePendingSale = (saleKey: string) => del(saleKey, store);

/** Every waiting sale on the device, those an earlier version kept included. */
export async function readPendingSales(): Promise<PendingSale[]> {
  try {
    await moveLegacySales();
  } catch {
    // The old store could not be read this time: its sales stay there until the next start.
  }
  return values<PendingSale>(store);
}

/**
 * Copied first, then removed from the old store, only those copied: a crash in between leaves a
 * sale in both, sent once (same key) and forgotten from both. Run at every start, not once: a tab
 * still on an earlier version may keep a sale there after the move.
 */
async function moveLegacySales() {
  const old = await values<PendingSale>(legacy);
  if (old.length === 0) return;
  await setMany(
    old.map((sale) => [sale.saleKey, sale]),
    store,
  );
  await delMany(
    old.map((sale) => sale.saleKey),
    legacy,
  );
}
