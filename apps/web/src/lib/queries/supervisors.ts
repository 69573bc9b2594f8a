import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { SupervisorList } from '@tiraj/domain/contracts';
import { get } from '../api-client.ts';

/** The company's supervisors: managed on their own screen, picked on the seller and limit screens. */
export const supervisorsKey = ['supervisors'] as const;

export const supervisorsQuery = () =>
  queryOptions({
    queryKey: supervisorsKey,
    queryFn: ({ signal }) =>
      get<SupervisorList>('/subadmin/getsuperVisor', signal).then((a) => a.data),
  });

/** `meta`: the supervisors' own screen toasts a failure; the screens that pick one do not. */
export function useSupervisors(meta?: QueryMeta) {
  return useQuery({ ...supervisorsQuery(), meta });
}
