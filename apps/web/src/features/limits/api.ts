import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AddLimitBody,
  CopyLimitsAnswer,
  CopyLimitsBody,
  LimitAnswer,
  LimitList,
  LimitRecord,
  UpdateLimitBody,
} from '@tiraj/domain/contracts';
import { ApiError, del, get, patch, post, query } from '../../lib/api-client.ts';
import { blockNumbersKey } from '../../lib/queries/block-numbers.ts';
import { messageOf, type ErrorToast, type ErrorToastWords } from '../../lib/toast.ts';

export type LimitView = 'all' | 'supervisor' | 'seller';

/** A search as sent: the view, and the category and person ids ('' = any). */
export interface LimitSearch {
  view: LimitView;
  category: string;
  person: string;
}

export const limitsKey = (search: LimitSearch) => ['limits', search] as const;

function pathOf({ view, category, person }: LimitSearch) {
  if (view === 'seller')
    return `/subadmin/getLimitButSeller${query({ seller: person, lotteryCategoryName: category })}`;
  if (view === 'supervisor')
    return `/subadmin/getLimitButSuperVisor${query({ superVisor: person, lotteryCategoryName: category })}`;
  return `/subadmin/getLimitButAll${query({ lotteryCategoryName: category })}`;
}

export const limitsQuery = (search: LimitSearch) => ({
  queryKey: limitsKey(search),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    get<LimitList>(pathOf(search), signal).then((a) => a.data),
  meta: { errorTitle: 'fetchLimits' as const },
});

/** The list of the last search; nothing (list cleared) until there is one. */
export function useLimits(search: LimitSearch | null) {
  return useQuery({
    ...limitsQuery(search ?? { view: 'all', category: '', person: '' }),
    enabled: search !== null,
  });
}

/** Would this record come back from that search? Keeps cached lists true after a change. */
export function matches(record: LimitRecord, search: LimitSearch): boolean {
  if (search.category && record.lotteryCategoryId !== search.category) return false;
  const owner = search.view === 'seller' ? record.seller : record.superVisor;
  if (search.view === 'all') return !record.seller && !record.superVisor;
  return !!owner && (!search.person || owner._id === search.person);
}

/** Applies a created, changed or deleted record to every cached search, from the server's answer. */
function applyToSearches(client: QueryClient, record: LimitRecord, removed = false) {
  for (const [key, list] of client.getQueriesData<LimitRecord[]>({ queryKey: ['limits'] })) {
    if (!list) continue;
    const search = key[1] as LimitSearch;
    const others = list.filter((r) => r._id !== record._id);
    const keep = !removed && matches(record, search);
    const next = keep
      ? list.some((r) => r._id === record._id)
        ? list.map((r) => (r._id === record._id ? record : r))
        : [...list, record]
      : others;
    client.setQueryData(key, next);
  }
}

/** The limits screen titles its failure toast with the server's message when it answered (SPEC.md §9). */
const serverTitled =
  (fallback: ErrorToast) =>
  (error: unknown): ErrorToastWords =>
    error instanceof ApiError && error.status > 0
      ? { title: { text: messageOf(error) } }
      : { title: fallback };

export function useAddLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddLimitBody) => post<LimitAnswer>('/subadmin/addlimitbut', body),
    meta: { errorToast: serverTitled('createLimit') },
    onSuccess: ({ data }) => applyToSearches(client, data),
  });
}

export function useUpdateLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLimitBody }) =>
      patch<LimitAnswer>(`/subadmin/updatelimitbut/${id}`, body),
    meta: { errorToast: serverTitled('updateLimit') },
    onSuccess: ({ data }) => applyToSearches(client, data),
  });
}

export function useDeleteLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (record: LimitRecord) => del(`/subadmin/deletelimitbut/${record._id}`),
    meta: { errorTitle: 'deleteLimit' },
    onSuccess: (_answer, record) => applyToSearches(client, record, true),
  });
}

/** POST /subadmin/copylimits: a dry run for the confirmation's counts, then the copy itself. */
export function useCopyLimits() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'copyLimits' },
    mutationFn: (body: CopyLimitsBody) => post<CopyLimitsAnswer>('/subadmin/copylimits', body),
    onSuccess: (_answer, body) => {
      if (body.dryRun) return;
      void client.invalidateQueries({ queryKey: ['limits'] });
      void client.invalidateQueries({ queryKey: blockNumbersKey });
    },
  });
}
