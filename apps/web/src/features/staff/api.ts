import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { StaffRole } from '@tiraj/domain';
import {
  STAFF_PATHS,
  type StaffAnswer,
  type StaffList,
  type StaffMember,
  type StaffSide,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { ApiError, del, get, patch, post } from '../../lib/api-client.ts';
import { messageOf, type ErrorToastWords } from '../../lib/toast.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Issue 39: the staff of a company (its owner's screen) or of the platform (the admin's). */
export const staffKey = (side: StaffSide) => ['staff', side] as const;

export const staffQuery = (side: StaffSide) =>
  queryOptions({
    queryKey: staffKey(side),
    queryFn: ({ signal }) => get<StaffList>(STAFF_PATHS[side].list, signal).then((a) => a.data),
  });

export const useStaff = (side: StaffSide) =>
  useQuery({ ...staffQuery(side), meta: { errorTitle: 'fetchInitialData' } });

type Failure = 'saveFailed' | 'deleteFailed' | 'endSessionsFailed';

/** The server's own words (a 409 says why) under the screen's title. */
const failed =
  (title: Failure) =>
  (error: unknown): ErrorToastWords => ({
    title: { text: i18n.t(`company:staff.${title}`) },
    description: error instanceof ApiError ? messageOf(error) : undefined,
  });

/** What the form sends (the side's contract checked it first): a password only when typed. */
export interface StaffBody {
  userName: string;
  password?: string;
  staffRole: StaffRole;
  branchId?: string | null;
  isActive: boolean;
}

export function useAddStaff(side: StaffSide) {
  const cached = useListUpdater<StaffMember>(staffKey(side));
  return useMutation({
    meta: { errorToast: failed('saveFailed') },
    mutationFn: (body: StaffBody) => post<StaffAnswer>(STAFF_PATHS[side].add, body),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdateStaff(side: StaffSide) {
  const cached = useListUpdater<StaffMember>(staffKey(side));
  return useMutation({
    meta: { errorToast: failed('saveFailed') },
    mutationFn: ({ id, body }: { id: string; body: StaffBody }) =>
      patch<StaffAnswer>(`${STAFF_PATHS[side].update}/${id}`, body),
    onSuccess: ({ data }) => cached.replace(data),
  });
}

export function useDeleteStaff(side: StaffSide) {
  const cached = useListUpdater<StaffMember>(staffKey(side));
  return useMutation({
    meta: { errorToast: failed('deleteFailed') },
    mutationFn: (id: string) => del(`${STAFF_PATHS[side].remove}/${id}`),
    onSuccess: (_answer, id) => cached.remove(id),
  });
}

export function useEndStaffSessions(side: StaffSide) {
  return useMutation({
    meta: { errorToast: failed('endSessionsFailed') },
    mutationFn: (member: StaffMember) => post(`${STAFF_PATHS[side].endSessions}/${member._id}`, {}),
  });
}
