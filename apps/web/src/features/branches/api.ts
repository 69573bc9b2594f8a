import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BRANCH_PATHS,
  type AddBranchBody,
  type Branch,
  type BranchAnswer,
  type UpdateBranchBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { ApiError, del, patch, post } from '../../lib/api-client.ts';
import { branchesKey } from '../../lib/queries/branches.tsx';
import { messageOf, type ErrorToastWords } from '../../lib/toast.ts';
import { i18n } from '../../i18n/i18n.ts';

/** The server's own words (a 409 says why) under the screen's title. */
const failed =
  (title: 'saveFailed' | 'deleteFailed') =>
  (error: unknown): ErrorToastWords => ({
    title: { text: i18n.t(`company:branches.${title}`) },
    description: error instanceof ApiError ? messageOf(error) : undefined,
  });

export function useAddBranch() {
  const cached = useListUpdater<Branch>(branchesKey);
  return useMutation({
    meta: { errorToast: failed('saveFailed') },
    mutationFn: (body: AddBranchBody) => post<BranchAnswer>(BRANCH_PATHS.add, body),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdateBranch() {
  const cached = useListUpdater<Branch>(branchesKey);
  const client = useQueryClient();
  return useMutation({
    meta: { errorToast: failed('saveFailed') },
    mutationFn: ({ id, body }: { id: string; body: UpdateBranchBody }) =>
      patch<BranchAnswer>(`${BRANCH_PATHS.update}/${id}`, body),
    onSuccess: ({ data }) => {
      cached.replace(data);
      // The seller and supervisor tables show branches by name.
      void client.invalidateQueries({ queryKey: ['sellers'] });
      void client.invalidateQueries({ queryKey: ['supervisors'] });
    },
  });
}

export function useDeleteBranch() {
  const cached = useListUpdater<Branch>(branchesKey);
  return useMutation({
    mutationFn: (id: string) => del(`${BRANCH_PATHS.remove}/${id}`),
    // A branch with people answers 409 branch.not_empty: its words are the toast's.
    meta: { errorToast: failed('deleteFailed') },
    onSuccess: (_answer, id) => cached.remove(id),
  });
}
