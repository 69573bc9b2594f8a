import type { FraudSignalsAnswer, SellerFraudSignals } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import type fraud from '../../i18n/locales/en/fraud.ts';
import type { CsvExport } from '../../components/export-csv-button.tsx';
import { csvFileName, type CsvCell } from '../../lib/csv.ts';
import type { DayRange } from '../../lib/date-presets.ts';
import { reasonText } from './fraud-columns.tsx';

type Figures = Omit<SellerFraudSignals, '_id' | 'userName' | 'reasons'>;
type Medians = FraudSignalsAnswer['data']['company']['medians'];

/**
 * A share from 0 to 1 as a percentage, a number to the spreadsheet: 0.305 → 30.5 (`30,5` in a
 * French file). Never text written beforehand: French Excel would not add up `30.5`.
 */
export const percentCell = (share: number | null): CsvCell =>
  share === null ? '' : { figure: Math.round(share * 1000) / 10 };
/** A count (a median may be 20.25: one decimal), a number to the spreadsheet too. */
export const countCell = (value: number | null): CsvCell =>
  value === null ? '' : { figure: Math.round(value * 10) / 10 };
const htgCell = (value: number | null): CsvCell => value ?? '';

/** The figures of one line, in the header's order: counts, shares in %, amounts in HTG. */
function figures(f: { [K in keyof Figures]: number | null }): CsvCell[] {
  return [
    countCell(f.tickets),
    countCell(f.deleted),
    percentCell(f.deletedShare),
    htgCell(f.deletedAmount),
    countCell(f.lateDeletions),
    percentCell(f.lateDeletionShare),
    countCell(f.lateSales),
    percentCell(f.lateSaleShare),
    percentCell(f.winRate),
    countCell(f.won),
    countCell(f.settled),
    countCell(f.paidByOther),
    percentCell(f.paidByOtherShare),
    htgCell(f.paidByOtherAmount),
  ];
}

/**
 * The Fraud Signals as a file: one line per seller (each figure in its own column, the
 * reasons in words), then the medians' line. Headers in the screen's language, the
 * columns' full names.
 */
export function fraudCsv(
  data: FraudSignalsAnswer['data'] | undefined,
  period: DayRange,
  t: TFunction<'fraud'>,
): CsvExport {
  const inPercent = (column: string) => t('csv.inPercent', { column });
  const inHtg = (column: string) => t('csv.inHtg', { column });
  const c = (key: keyof (typeof fraud)['columns']) => t(`columns.${key}`);
  const header = [
    c('seller'),
    c('reasons'),
    c('tickets'),
    c('deleted'),
    inPercent(c('deleted')),
    inHtg(c('deleted')),
    c('lateDeletions'),
    inPercent(c('lateDeletions')),
    c('lateSales'),
    inPercent(c('lateSales')),
    inPercent(c('winRate')),
    t('csv.won'),
    t('csv.settled'),
    c('paidByOther'),
    inPercent(c('paidByOther')),
    inHtg(c('paidByOther')),
  ];
  const rows = data?.sellers.map((s): CsvCell[] => [
    s.userName,
    s.reasons.map((r) => reasonText(t, r)).join(' | '),
    ...figures(s),
  ]);
  const medians: Medians | undefined = data?.company.medians;
  return {
    fileName: csvFileName(t('csv.file'), period.fromDate, period.toDate),
    header,
    rows: rows?.length && medians ? [...rows, [t('csv.medians'), '', ...figures(medians)]] : null,
  };
}
