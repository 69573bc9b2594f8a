import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHomeAnswer, CompanyHomeAnswer, ResultAlert } from '@tiraj/domain/contracts';
import { get, query } from '../../lib/api-client.ts';
import { useCompanySalesLive } from '../../lib/company-sales-live.ts';

export type HomeReader = 'subadmin' | 'supervisor';

const PATHS: Record<HomeReader, string> = {
  subadmin: '/subadmin/gethome',
  supervisor: '/supervisor/gethome',
};

/** Besides the live refetch after each sale (useCompanyHomeLive): read again each minute while open. */
const REFRESH_MS = 60_000;

/** `branch` (issue 39): one branch's figures (the company's home); absent: the whole company. */
export function companyHomeQuery(reader: HomeReader, branch?: string) {
  return queryOptions({
    queryKey: ['home', reader, branch ?? ''],
    queryFn: ({ signal }) =>
      get<CompanyHomeAnswer>(`${PATHS[reader]}${query({ branch })}`, signal).then((a) => a.data),
    refetchInterval: REFRESH_MS,
    meta: { errorTitle: 'fetchHome' },
  });
}

/** Today at a glance for a company's subadmin, or a supervisor's own sellers. */
export function useCompanyHome(reader: HomeReader, branch?: string) {
  return useQuery(companyHomeQuery(reader, branch));
}

/**
 * While the home is open, a sale or a deletion of the company (the risk board's stream)
 * refetches it within the second: tickets of a draw after `today` leave its figures alone.
 */
export function useCompanyHomeLive(reader: HomeReader, today: string) {
  const client = useQueryClient();
  useCompanySalesLive(
    reader,
    // Every branch's home of the reader (the key's prefix).
    () => void client.invalidateQueries({ queryKey: ['home', reader] }),
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

/**
 * Issue 40: the results late or in doubt for the operator's day (RESULT_PROPOSAL_PATHS.alerts,
 * written out: a type-only import keeps the contracts' code out of this chunk), on the home.
 */
export function useResultAlertsToday(date: string) {
  return useQuery({
    queryKey: ['result-alerts', date],
    queryFn: ({ signal }) =>
      get<{ data: ResultAlert[] }>(`/admin/getresultalerts?date=${date}`, signal).then(
        (a) => a.data,
      ),
    refetchInterval: REFRESH_MS,
    meta: { errorTitle: 'fetchHome' },
  });
}
