import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OFFLINE_PATHS,
  type DecideOfflineAnswer,
  type DecideOfflineBody,
  type OfflineHeldList,
  type OfflineHeldShown,
  type OfflineSettings,
  type OfflineSettingsAnswer,
} from '@tiraj/domain/contracts';
import { get, patch, post, query } from '../../lib/api-client.ts';
import type { DayRange } from '../../lib/date-presets.ts';

export type OfflineReader = 'subadmin' | 'supervisor';
type SettingsAnswer = OfflineSettingsAnswer;
type HeldList = OfflineHeldList;
type Decided = DecideOfflineAnswer;

const SETTINGS_KEY = ['offline-selling', 'settings'] as const;
const HELD_KEY = ['offline-selling', 'held'] as const;

/** The company's offline selling settings (issue 32). */
export function useOfflineSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => get<SettingsAnswer>('/subadmin/getofflineselling', signal),
    select: (answer) => answer.data,
    meta: { errorTitle: 'fetchOfflineSelling' },
  });
}

export function useUpdateOfflineSettings() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'updateOfflineSelling' },
    mutationFn: (body: OfflineSettings) =>
      patch<SettingsAnswer>('/subadmin/updateofflineselling', body),
    onSuccess: (answer) => client.setQueryData(SETTINGS_KEY, answer),
  });
}

/** The held offline tickets the reader sees, by draw date: still to decide, decided, or both. */
export function useOfflineHeld(
  reader: OfflineReader,
  period: DayRange,
  show: OfflineHeldShown = 'held',
) {
  return useQuery({
    queryKey: [...HELD_KEY, reader, period, show],
    queryFn: ({ signal }) =>
      get<HeldList>(`${OFFLINE_PATHS[reader]}${query({ ...period, show })}`, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'fetchOfflineHeld' },
  });
}

/** Accept (record) or refuse one held ticket: it leaves the list to decide for the decided one. */
export function useDecideOffline() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'decideOffline' },
    mutationFn: ({ id, body }: { id: string; body: DecideOfflineBody }) =>
      post<Decided>(`/subadmin/decideoffline/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: HELD_KEY }),
  });
}
