import { useQuery } from '@tanstack/react-query';
import { SALE_DETAIL_PATHS } from '@tiraj/domain/contracts';
import type {
  LotterySummaryAnswer,
  SellerSaleReportAnswer,
  WinningNumberViewList,
} from '@tiraj/domain/contracts';
import { get, post, query } from '../../lib/api-client.ts';

/**
 * The daily report reads three existing endpoints for one draw date (no call
 * of its own): per draw (sale details' per-lottery totals), per seller (the
 * sales report) and the day's results (the winning number view).
 */
export function useDailyReport(date: string) {
  const perDraw = useQuery({
    queryKey: ['daily-report', 'draws', date],
    queryFn: ({ signal }) =>
      get<LotterySummaryAnswer>(
        `${SALE_DETAIL_PATHS.subadmin.lotteries}${query({ seller: '', fromDate: date })}`,
        signal,
      ),
    meta: { errorTitle: 'sellDetails' },
  });
  const perSeller = useQuery({
    queryKey: ['daily-report', 'sellers', date],
    queryFn: ({ signal }) =>
      get<SellerSaleReportAnswer>(
        `/subadmin/getsalereports${query({
          seller: '',
          lotteryCategoryName: '',
          fromDate: date,
          toDate: date,
        })}`,
        signal,
      ),
    meta: { errorTitle: 'fetchSaleReports' },
  });
  const results = useQuery({
    queryKey: ['daily-report', 'results', date],
    queryFn: ({ signal }) =>
      post<WinningNumberViewList>(
        '/subadmin/getwiningnumber',
        { lotteryCategoryName: '', fromDate: date, toDate: date },
        signal,
      ).then((a) => a.data),
    meta: { errorTitle: 'fetchWinningNumbers' },
  });
  return { perDraw, perSeller, results };
}
