import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHomeAnswer, CompanyHomeAnswer } from '@tiraj/domain/contracts';
import { get } from '../../lib/api-client.ts';

export type HomeReader = 'subadmin' | 'supervisor';

const PATHS: Record<HomeReader, string> = {
  subadmin: '/subadmin/gethome',
  supervisor: '/supervisor/gethome',
};

/** The figures move with every sale: read again each minute while the home is open. */
const REFRESH_MS = 60_000;

export function companyHomeQuery(reader: HomeReader) {
  return queryOptions({
    queryKey: ['home', reader],
    queryFn: ({ signal }) => get<CompanyHomeAnswer>(PATHS[reader], signal).then((a) => a.data),
    refetchInterval: REFRESH_MS,
    meta: { errorTitle: 'fetchHome' },
  });
}

/** Today at a glance for a company's subadmin, or a supervisor's own sellers. */
export function useCompanyHome(reader: HomeReader) {
  return useQuery(companyHomeQuery(reader));
}

/** The platform's day, for the admin. */
export function useAdminHome() {
  return useQuery({
    queryKey: ['home', 'admin'],
    queryFn: ({ signal }) => get<AdminHomeAnswer>('/admin/gethome', signal).then((a) => a.data),
    refetchInterval: REFRESH_MS,
    meta: { errorTitle: 'fetchHome' },
  });
}
