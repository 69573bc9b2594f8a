import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHomeAnswer, CompanyHomeAnswer } from '@tiraj/domain/contracts';
import { get } from '../../lib/api-client.ts';
import { useCompanySalesLive } from '../../lib/company-sales-live.ts';

export type HomeReader = 'subadmin' | 'supervisor';

const PATHS: Record<HomeReader, string> = {
  subadmin: '/subadmin/gethome',
  supervisor: '/supervisor/gethome',
};

/** Besides the live refetch after each sale (useCompanyHomeLive): read again each minute while open. */
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

/**
 * While the home is open, a sale or a deletion of the company (the risk board's stream)
 * refetches it within the second: tickets of a draw after `today` leave its figures alone.
 */
export function useCompanyHomeLive(reader: HomeReader, today: string) {
  const client = useQueryClient();
  useCompanySalesLive(
    reader,
    () => void client.invalidateQueries({ queryKey: companyHomeQuery(reader).queryKey }),
    (sale) => sale.date <= today,
  );
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
