import { useQuery } from '@tanstack/react-query';
import type { WinningNumberViewList } from '@tiraj/domain/contracts';
import { post } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';

export interface ViewSearch {
  fromDate: string;
  toDate: string;
}

/** Each role reads its own path, spelled as SPEC.md §7 spells it. */
function searchPath() {
  return readSession()?.userRole === 'supervisor'
    ? '/superVisor/getwiningnumber'
    : '/subadmin/getwiningnumber';
}

export function useWinningNumberViews(search: ViewSearch) {
  return useQuery({
    queryKey: ['winning-number-views', search],
    // The view has no lottery filter: an empty lotteryCategoryName means every lottery.
    queryFn: ({ signal }) =>
      post<WinningNumberViewList>(
        searchPath(),
        { lotteryCategoryName: '', ...search },
        signal,
      ).then((a) => a.data),
    meta: { errorTitle: 'fetchWinningNumbers' },
  });
}
