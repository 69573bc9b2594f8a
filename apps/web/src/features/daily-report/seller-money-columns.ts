import { fromCentimes, toCentimes } from '@tiraj/domain';
import type { CashUpAnswer, SellerSaleReport } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import type { Column } from '../../components/data-table.tsx';
import { htg } from '../../lib/format.ts';

/** What the company keeps of a seller's profit once its commission is paid, to the centime. */
const net = (profit: number, commission: number) =>
  fromCentimes(toCentimes(profit) - toCentimes(commission));

/**
 * The daily report's per-seller Commission and Net (issue 38): each seller's commission as the
 * day's cash-up counts it, and its profit less that commission; the totals likewise.
 */
export function sellerMoneyColumns(
  t: TFunction<['reports', 'common']>,
  cashUp: CashUpAnswer | undefined,
  profitTotal: number | undefined,
): { columns: Column<SellerSaleReport>[]; netTotal: number | undefined } {
  const commissionOf = new Map(cashUp?.data.map((r) => [r.sellerId, r.commission]));
  const commission = (r: SellerSaleReport) => commissionOf.get(r._id) ?? 0;
  const totalCommission = cashUp?.totals.commission;
  const netTotal =
    profitTotal === undefined || totalCommission === undefined
      ? undefined
      : net(profitTotal, totalCommission);
  return {
    netTotal,
    columns: [
      {
        header: t('cashUp.commission'),
        csvHeader: t('common:table.inHtg', { column: t('cashUp.commission') }),
        numeric: true,
        sortBy: commission,
        csv: commission,
        cell: (r) => htg(commission(r)),
        total: totalCommission === undefined ? undefined : htg(totalCommission),
        csvTotal: totalCommission,
      },
      {
        header: t('print.net'),
        csvHeader: t('common:table.inHtg', { column: t('print.net') }),
        numeric: true,
        sortBy: (r) => net(r.profit, commission(r)),
        csv: (r) => net(r.profit, commission(r)),
        cell: (r) => htg(net(r.profit, commission(r))),
        total: netTotal === undefined ? undefined : htg(netTotal),
        csvTotal: netTotal,
      },
    ],
  };
}
