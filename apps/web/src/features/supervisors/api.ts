import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddSupervisorBody, Supervisor, UpdateSupervisorBody } from '@tiraj/domain/contracts';
import { del, get, patch, post } from '../../lib/api-client.ts';

interface ListAnswer {
  data: Supervisor[];
}
interface OneAnswer {
  data: Supervisor;
  message: string;
}

export const supervisorsKey = ['supervisors'] as const;

export function useSupervisors() {
  return useQuery({
    queryKey: supervisorsKey,
    queryFn: ({ signal }) => get<ListAnswer>('/subadmin/getsuperVisor', signal).then((a) => a.data),
  });
}

/** Mutations update the cached list from the server's answer, without a reload. */
function useListUpdater() {
  const client = useQueryClient();
  return (update: (list: Supervisor[]) => Supervisor[]) =>
    client.setQueryData<Supervisor[]>(supervisorsKey, (list) => update(list ?? []));
}

export function useAddSupervisor() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (body: AddSupervisorBody) => post<OneAnswer>('/subadmin/addsuperVisor', body),
    onSuccess: ({ data }) => updateList((list) => [...list, data]),
  });
}

export function useUpdateSupervisor() {
  const updateList = useListUpdater();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSupervisorBody }) =>
      patch<OneAnswer>(`/subadmin/updatesuperVisor/${id}`, body),
    onSuccess: ({ data }) => {
      updateList((list) => list.map((s) => (s._id === data._id ? data : s)));
      // The seller table and the limit cards show supervisors by name.
      void client.invalidateQueries({ queryKey: ['sellers'] });
      void client.invalidateQueries({ queryKey: ['limits'] });
    },
  });
}

export function useDeleteSupervisor() {
  const updateList = useListUpdater();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => del(`/subadmin/deletesuperVisor/${id}`),
    onSuccess: (_answer, id) => {
      updateList((list) => list.filter((s) => s._id !== id));
      // Its sellers now have no supervisor, and its limit records are gone.
      void client.invalidateQueries({ queryKey: ['sellers'] });
      void client.invalidateQueries({ queryKey: ['limits'] });
    },
  });
}
