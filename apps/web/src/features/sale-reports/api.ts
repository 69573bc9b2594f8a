import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SALE_REPORT_PATHS,
  type CompanySaleReportAnswer,
  type SellerSaleReportAnswer,
} from '@tiraj/domain/contracts';
import { get, query } from '../../lib/api-client.ts';

export type ReportReader = 'subadmin' | 'supervisor';

export interface ReportSearch {
  /** seller id; empty: all */
  seller: string;
  /** lottery id; empty: all */
  lotteryCategoryName: string;
  fromDate: string;
  toDate: string;
  /** Issue 39: a branch's id; absent: the whole company */
  branch?: string;
}

/** Per seller Total, Paid, Profit of the caller's sellers. */
export function useSaleReport(reader: ReportReader, search: ReportSearch) {
  return useQuery({
    queryKey: ['sale-reports', reader, search],
    queryFn: ({ signal }) =>
      get<SellerSaleReportAnswer>(`${SALE_REPORT_PATHS[reader]}${query({ ...search })}`, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'fetchSaleReports' },
  });
}

/** The admin's report: per company. */
export function useCompanySaleReport(search: Omit<ReportSearch, 'seller'>) {
  return useQuery({
    queryKey: ['sale-reports', 'admin', search],
    queryFn: ({ signal }) =>
      get<CompanySaleReportAnswer>(`/admin/getsalereports${query({ ...search })}`, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'fetchSaleReports' },
  });
}
