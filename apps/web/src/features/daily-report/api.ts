import { useQuery } from '@tanstack/react-query';
import { SALE_DETAIL_PATHS, SALE_REPORT_PATHS } from '@tiraj/domain/contracts';
import type {
  LotterySummaryAnswer,
  SellerSaleReportAnswer,
  WinningNumberViewList,
} from '@tiraj/domain/contracts';
import { get, post, query } from '../../lib/api-client.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';

/** Who reads the daily report: a subadmin (its company) or a supervisor (its sellers). */
export type DailyReportReader = keyof typeof SALE_REPORT_PATHS;

/**
 * The daily report reads existing endpoints for one draw date (no call of its
 * own): per draw (sale details' per-lottery totals), per seller (the sales
 * report), the day's results (the winning number view), each seller's
 * commission (the cash-up of that day) and when each draw closes (the
 * lotteries); a supervisor's, over the sellers it supervises.
 */
export function useDailyReport(reader: DailyReportReader, date: string) {
  const perDraw = useQuery({
    queryKey: ['daily-report', reader, 'draws', date],
    queryFn: ({ signal }) =>
      get<LotterySummaryAnswer>(
        `${SALE_DETAIL_PATHS[reader].lotteries}${query({ seller: '', fromDate: date })}`,
        signal,
      ),
    meta: { errorTitle: 'sellDetails' },
  });
  const perSeller = useQuery({
    queryKey: ['daily-report', reader, 'sellers', date],
    queryFn: ({ signal }) =>
      get<SellerSaleReportAnswer>(
        `${SALE_REPORT_PATHS[reader]}${query({
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
        `/${reader}/getwiningnumber`,
        { lotteryCategoryName: '', fromDate: date, toDate: date },
        signal,
      ).then((a) => a.data),
    meta: { errorTitle: 'fetchWinningNumbers' },
  });
  const lotteries = useLotteryCategories();
  return { perDraw, perSeller, results, lotteries };
}
