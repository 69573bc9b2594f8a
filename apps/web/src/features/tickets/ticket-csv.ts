import type { PagedTicket, TicketSummary } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import type { TableCsv } from '../../components/data-table.tsx';
import { csvAmount, instantCell, type CsvCell, type CsvFormat } from '../../lib/csv.ts';

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

/**
 * Whether a winner was paid out and by whom, in words (`Payée · ana`); when is a column of its
 * own (`paidOutAtCell`), a date the spreadsheet reads, not text inside this one.
 */
export function payoutStateCell(
  ticket: Pick<TicketSummary, 'paidOutAt' | 'paidOutDifference' | 'paidOutBy'>,
  t: TFunction<['reports', 'common']>,
): CsvCell {
  if (!ticket.paidOutAt) return t('payout.notPaidOut');
  const state = t(ticket.paidOutDifference === null ? 'payout.paidOut' : 'payout.corrected');
  return [state, ticket.paidOutBy?.userName].filter(Boolean).join(' · ');
}

/** When a winner was paid out: an instant in the operator's zone; blank when not paid out. */
export const paidOutAtCell = (ticket: Pick<TicketSummary, 'paidOutAt'>): CsvCell =>
  instantCell(ticket.paidOutAt);
