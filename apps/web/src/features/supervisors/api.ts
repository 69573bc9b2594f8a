import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddSupervisorBody,
  Supervisor,
  SupervisorAnswer,
  UpdateSupervisorBody,
} from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { del, patch, post } from '../../lib/api-client.ts';
import { supervisorsKey } from '../../lib/queries/supervisors.ts';

export function useAddSupervisor() {
  const cached = useListUpdater<Supervisor>(supervisorsKey);
  return useMutation({
    meta: { errorTitle: 'createSupervisor' },
    mutationFn: (body: AddSupervisorBody) =>
      post<SupervisorAnswer>('/subadmin/addsuperVisor', body),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdateSupervisor() {
  const cached = useListUpdater<Supervisor>(supervisorsKey);
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'updateUser' },
    mutationFn: ({ id, body }: { id: string; body: UpdateSupervisorBody }) =>
      patch<SupervisorAnswer>(`/subadmin/updatesuperVisor/${id}`, body),
    onSuccess: ({ data }) => {
      cached.replace(data);
      // The seller table and the limit cards show supervisors by name.
      void client.invalidateQueries({ queryKey: ['sellers'] });
      void client.invalidateQueries({ queryKey: ['limits'] });
    },
  });
}

export function useDeleteSupervisor() {
  const cached = useListUpdater<Supervisor>(supervisorsKey);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del(`/subadmin/deletesuperVisor/${id}`),
    meta: { errorTitle: 'deleteSupervisor' },
    onSuccess: (_answer, id) => {
      cached.remove(id);
      // Its sellers now have no supervisor, and its limit records are gone.
      void client.invalidateQueries({ queryKey: ['sellers'] });
      void client.invalidateQueries({ queryKey: ['limits'] });
    },
  });
}
