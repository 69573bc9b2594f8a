import { GAME_CATEGORIES } from '@tiraj/domain';
import type { LimitRecord } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import type { CsvExport } from '../../components/export-csv-button.tsx';
import { csvFileName, type CsvCell } from '../../lib/csv.ts';

/** The limits shown as cards, as one CSV line each: whom, which draw, the nine games' limits (blank: none). */
export function limitsCsv(
  records: LimitRecord[] | undefined,
  t: TFunction<['company', 'common']>,
): CsvExport {
  const line = (r: LimitRecord): CsvCell[] => [
    r.seller
      ? t('common:fields.seller')
      : r.superVisor
        ? t('common:fields.supervisor')
        : t('common:choices.all'),
    r.seller?.userName ?? r.superVisor?.userName ?? t('limits.wholeCompany'),
    r.lotteryCategoryName,
    ...GAME_CATEGORIES.map(
      (game) => r.limits.find((l) => l.gameCategory === game)?.limitsButs ?? '',
    ),
  ];
  return {
    fileName: csvFileName(t('common:exportFiles.limits')),
    header: [
      t('limits.scope'),
      t('common:fields.name'),
      t('common:fields.lottery'),
      ...GAME_CATEGORIES.map((game) => t('common:table.inHtg', { column: game })),
    ],
    rows: records?.length ? records.map(line) : null,
  };
}
