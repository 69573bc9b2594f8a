import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubAdmin } from '@tiraj/domain/contracts';
import { api, get } from '../../lib/api-client.ts';

interface ListAnswer {
  data: SubAdmin[];
}
interface OneAnswer {
  data: SubAdmin;
  message: string;
}

export const subAdminsKey = ['subadmins'] as const;

export function useSubAdmins() {
  return useQuery({
    queryKey: subAdminsKey,
    queryFn: ({ signal }) => get<ListAnswer>('/admin/getsubadmin', signal).then((a) => a.data),
  });
}

function useListUpdater() {
  const client = useQueryClient();
  return (update: (list: SubAdmin[]) => SubAdmin[]) =>
    client.setQueryData<SubAdmin[]>(subAdminsKey, (list) => update(list ?? []));
}

/** Both calls are multipart (SPEC.md §7): the form may carry the logo file. */
export function useAddSubAdmin() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: (form: FormData) => api<OneAnswer>('POST', '/admin/addsubadmin', form),
    onSuccess: ({ data }) => updateList((list) => [...list, data]),
  });
}

export function useUpdateSubAdmin() {
  const updateList = useListUpdater();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) =>
      api<OneAnswer>('PATCH', `/admin/updatesubadmin/${id}`, form),
    onSuccess: ({ data }) => updateList((list) => list.map((s) => (s._id === data._id ? data : s))),
  });
}

/** A stored logo path (`files/…`) as a URL, or the default image when there is none. */
export const logoUrl = (path: string) => (path ? `/${path}` : '/default-logo.svg');
