import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_PERCENT_PATHS,
  EXPOSURE_ALERT_PATHS,
  type AlertPercentAnswer,
  type ExposureAlertList,
  type UpdateAlertPercentBody,
} from '@tiraj/domain/contracts';
import { get, patch, query } from '../../lib/api-client.ts';
import type { DrawChoice, RiskReader } from './api.ts';

/** Every draw's alerts of a reader: a live alert refetches them all. */
export const exposureAlertsKey = (reader: RiskReader) => ['exposure-alerts', reader] as const;

export const exposureAlertsQuery = (reader: RiskReader, draw: DrawChoice) =>
  queryOptions({
    queryKey: [...exposureAlertsKey(reader), draw.lotteryCategoryName, draw.date],
    queryFn: ({ signal }) =>
      get<ExposureAlertList>(`${EXPOSURE_ALERT_PATHS[reader]}${query({ ...draw })}`, signal).then(
        (a) => a.data,
      ),
    meta: { errorTitle: 'fetchRiskAlerts' },
  });

/** The draw's alerts, so the board's badges come back after a reload or a reconnection. */
export function useExposureAlerts(reader: RiskReader, draw: DrawChoice | null) {
  return useQuery({
    ...exposureAlertsQuery(reader, draw ?? { lotteryCategoryName: '', date: '' }),
    enabled: draw !== null,
  });
}

const alertPercentKey = ['alert-percent'] as const;

/** The company's alert share (its owner's setting). */
export function useAlertPercent(enabled: boolean) {
  return useQuery({
    queryKey: alertPercentKey,
    queryFn: ({ signal }) =>
      get<AlertPercentAnswer>(ALERT_PERCENT_PATHS.read, signal).then((a) => a.alertPercent),
    meta: { errorTitle: 'fetchAlertPercent' },
    enabled,
  });
}

export function useUpdateAlertPercent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alertPercent: number) =>
      patch<AlertPercentAnswer>(ALERT_PERCENT_PATHS.update, {
        alertPercent,
      } satisfies UpdateAlertPercentBody),
    meta: { errorTitle: 'updateAlertPercent' },
    onSuccess: ({ alertPercent }) => client.setQueryData(alertPercentKey, alertPercent),
  });
}
