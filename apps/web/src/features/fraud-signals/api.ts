import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FraudSignalsAnswer } from '@tiraj/domain/contracts';
import { get, query } from '../../lib/api-client.ts';
import type { DayRange } from '../../lib/date-presets.ts';

export type FraudReader = 'subadmin' | 'supervisor';

const PATHS: Record<FraudReader, string> = {
  subadmin: '/subadmin/getfraudsignals',
  supervisor: '/supervisor/getfraudsignals',
};

/** Per seller figures beside the medians of the sellers the reader sees; flagged sellers first. */
export function useFraudSignals(reader: FraudReader, period: DayRange) {
  return useQuery({
    queryKey: ['fraud-signals', reader, period],
    queryFn: ({ signal }) =>
      get<FraudSignalsAnswer>(`${PATHS[reader]}${query({ ...period })}`, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'fetchFraudSignals' },
  });
}
