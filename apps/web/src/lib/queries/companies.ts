import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubAdminList } from '@tiraj/domain/contracts';
import { get } from '../api-client.ts';

/** The admin's companies (subadmins): managed on their own screen, picked on the payment alerts'. */
export const subAdminsKey = ['subadmins'] as const;

export const subAdminsQuery = () =>
  queryOptions({
    queryKey: subAdminsKey,
    queryFn: ({ signal }) => get<SubAdminList>('/admin/getsubadmin', signal).then((a) => a.data),
    meta: { errorTitle: 'fetchCompanies' },
  });

export const useSubAdmins = () => useQuery(subAdminsQuery());
