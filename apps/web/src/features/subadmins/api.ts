import { useMutation } from '@tanstack/react-query';
import type { SubAdmin, SubAdminAnswer } from '@tiraj/domain/contracts';
import { useListUpdater } from '../../lib/list-updater.ts';
import { api } from '../../lib/api-client.ts';
import { subAdminsKey } from '../../lib/queries/companies.ts';

/** Both calls are multipart (SPEC.md §7): the form may carry the logo file. */
export function useAddSubAdmin() {
  const cached = useListUpdater<SubAdmin>(subAdminsKey);
  return useMutation({
    meta: { errorTitle: 'createSubadmin' },
    mutationFn: (form: FormData) => api<SubAdminAnswer>('POST', '/admin/addsubadmin', form),
    onSuccess: ({ data }) => cached.append(data),
  });
}

export function useUpdateSubAdmin() {
  const cached = useListUpdater<SubAdmin>(subAdminsKey);
  return useMutation({
    meta: { errorTitle: 'updateUser' },
    mutationFn: ({ id, form }: { id: string; form: FormData }) =>
      api<SubAdminAnswer>('PATCH', `/admin/updatesubadmin/${id}`, form),
    onSuccess: ({ data }) => cached.replace(data),
  });
}

/** A stored logo path (`files/…`) as a URL, or the default image when there is none. */
export const logoUrl = (path: string) => (path ? `/${path}` : '/default-logo.svg');
