import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A record as the server sends it: known by its `_id`. */
interface Identified {
  _id: string;
}

/** How a cached list changes after a mutation: from the server's answer, without a reload. */
export function listEdits<T extends Identified>(update: (change: (list: T[]) => T[]) => void) {
  return {
    append: (record: T) => update((list) => [...list, record]),
    replace: (record: T) => update((list) => list.map((r) => (r._id === record._id ? record : r))),
    remove: (id: string) => update((list) => list.filter((r) => r._id !== id)),
  };
}

/** The edits of a list cached as is under `key` (an empty list when none is cached yet). */
export function useListUpdater<T extends Identified>(key: QueryKey) {
  const client = useQueryClient();
  return listEdits<T>((change) => client.setQueryData<T[]>(key, (list) => change(list ?? [])));
}
