import type { PagedTicket } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import type { TableCsv } from '../../components/data-table.tsx';
import { csvAmount, type CsvCell, type CsvFormat } from '../../lib/csv.ts';

/**
 * A ticket's lines in one cell of the file: `BLT 27: 50,00 | MRG 27×45: 10,00 (Bonus)`, the
 * amounts with the file's decimal sign. Empty when the page came without them.
 */
export function linesCell(ticket: PagedTicket, bonusWord: string): CsvCell {
  const lines = ticket.numbers ?? [];
  return (format: CsvFormat) =>
    lines
      .map(
        (l) =>
          `${l.gameCategory} ${l.number}: ${csvAmount(l.amount, format)}${l.bonus ? ` ${bonusWord}` : ''}`,
      )
      .join(' | ');
}

/**
 * What the file says of a ticket beyond the screen's columns: where it stands (waiting, lost,
 * won, paid, deleted: the server's `ticketState`) and its lines.
 */
export function ticketCsvExtra(
  t: TFunction<['reports', 'common']>,
): NonNullable<TableCsv<PagedTicket>['extra']> {
  return [
    { header: t('tickets.state'), value: (r) => t(`tickets.states.${r.state}`) },
    { header: t('gameNumbers.title'), value: (r) => linesCell(r, t('gameNumbers.bonus')) },
  ];
}
