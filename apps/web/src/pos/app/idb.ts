/**
 * A very small IndexedDB wrapper for what must outlive a reload or a crash
 * (sales waiting for confirmation). One database, stores keyed by a field.
 */
const DB_NAME = 'tiraj-pos';
const STORES = { 'pending-sales': 'saleKey' } as const;
export type StoreName = keyof typeof STORES;

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      for (const [name, keyPath] of Object.entries(STORES)) {
        if (!request.result.objectStoreNames.contains(name))
          request.result.createObjectStore(name, { keyPath });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  action: (s: IDBObjectStore) => IDBRequest,
): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const request = action(tx.objectStore(store));
        // Resolve once the transaction is durable, not when the request returns.
        tx.oncomplete = () => resolve(request.result as T);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

export const idbAll = <T>(store: StoreName) => run<T[]>(store, 'readonly', (s) => s.getAll());
export const idbPut = <T>(store: StoreName, value: T) =>
  run<IDBValidKey>(store, 'readwrite', (s) => s.put(value));
export const idbDelete = (store: StoreName, key: string) =>
  run<undefined>(store, 'readwrite', (s) => s.delete(key));
