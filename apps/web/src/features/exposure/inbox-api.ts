import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_INBOX_PATHS,
  type AlertInboxAnswer,
  type AlertReadAnswer,
} from '@tiraj/domain/contracts';
import { get, patch } from '../../lib/api-client.ts';
import type { RiskReader } from './api.ts';

/** The reader's alert inbox: a live alert (use-risk-alerts) and a mark refetch it. */
export const alertInboxQuery = (reader: RiskReader) =>
  queryOptions({
    queryKey: ['alert-inbox', reader] as const,
    queryFn: ({ signal }) =>
      get<AlertInboxAnswer>(ALERT_INBOX_PATHS[reader].list, signal).then((a) => a.data),
    meta: { errorTitle: 'fetchAlertInbox' },
  });

/** Every risk alert kept until read, with the unread count (the header's bell, the home's panel). */
export function useAlertInbox(reader: RiskReader | null) {
  return useQuery({ ...alertInboxQuery(reader ?? 'subadmin'), enabled: reader !== null });
}

/** Marks one alert read (`id`), or every one (`'all'`), for the signed-in user only. */
export function useReadAlert(reader: RiskReader) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      patch<AlertReadAnswer>(
        id === 'all'
          ? ALERT_INBOX_PATHS[reader].readAll
          : `${ALERT_INBOX_PATHS[reader].read}/${id}`,
        {},
      ),
    meta: { errorTitle: 'readAlert' },
    onSettled: () => client.invalidateQueries({ queryKey: alertInboxQuery(reader).queryKey }),
  });
}
