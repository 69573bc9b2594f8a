import { ActionIcon, Anchor, Button, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PagedTicket, TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type Column,
  type Paging,
  type SortState,
  type TableCsv,
} from '../../components/data-table.tsx';
import { dateAndTime, displayDate, displayDateTime, htg, saleTime } from '../../lib/format.ts';
import { PaidOutState } from './paid-out-state.tsx';
import { paidOutAtCell, payoutStateCell, ticketCsvExtra } from './ticket-csv.ts';

export interface RowAction {
  /** what the icon does, for its tooltip and screen readers ("Delete", "Delete forever") */
  label: string;
  icon: ReactNode;
  onClick: (ticket: TicketSummary) => void;
  /** the icon's colour; red (a delete) unless told */
  color?: string;
  /** rows the action applies to (all unless told) */
  appliesTo?: (ticket: TicketSummary) => boolean;
  /** a button with its label, for an action someone looks for (Pay out), rather than an icon */
  labelled?: boolean;
  /** the row's action where this one does not apply (Win Tickets: Settle a corrected payout) */
  otherwise?: RowAction;
}

/** The first action of the chain that applies to the row, if any. */
export function actionFor(action: RowAction | undefined, ticket: TicketSummary): RowAction | null {
  if (!action) return null;
  if (!action.appliesTo || action.appliesTo(ticket)) return action;
  return actionFor(action.otherwise, ticket);
}

interface Props {
  caption: string;
  /** one page of the list, as the server answered it */
  rows: PagedTicket[] | undefined;
  loading: boolean;
  /** the next page or order is loading: the previous rows show, dimmed */
  busy: boolean;
  empty: string;
  paging: Paging;
  sort: SortState | undefined;
  onSort: (sort: SortState) => void;
  onOpen: (ticket: TicketSummary) => void;
  /** the supervisor's version adds Seller Company */
  withCompany?: boolean;
  /** Win Tickets: what each ticket pays, and whether it was paid out */
  withPaid?: boolean;
  action?: RowAction;
  /** Export CSV of the whole search (`useTicketScreen().csv`); the file adds state and lines */
  csv?: TableCsv<PagedTicket>;
}

/**
 * Ticket ID (opens the Game Numbers modal: its lines one click away), Date, Lottery, Seller,
 * Ticket Price, when it was sold, and the row's action: one page at a time, its order and count
 * from the server.
 */
export function TicketTable({
  caption,
  rows,
  loading,
  busy,
  empty,
  paging,
  sort,
  onSort,
  onOpen,
  withCompany,
  withPaid,
  action,
  csv,
}: Props) {
  const { t } = useTranslation(['reports', 'common']);
  // « vendue à 15:05 » on the draw day, « vendue le 25/11/2026 à 21:15 » before it.
  const soldAtWords = (r: TicketSummary) => {
    const { date, time } = dateAndTime(r.soldAt);
    return saleTime(r.soldAt, r.date) === time
      ? t('tickets.soldAtTime', { time })
      : t('tickets.soldAtWhen', { date, time });
  };
  const columns: Column<PagedTicket>[] = [
    {
      header: t('common:fields.ticketId'),
      sortKey: 'ticketId',
      nowrap: true,
      csv: (r) =>
        r.lotterySoftNumber === undefined
          ? r.ticketId
          : `${r.ticketId} · ${t('tickets.lotterySoftNumber', { number: r.lotterySoftNumber })}`,
      cell: (ticket) => (
        <Anchor
          component="button"
          type="button"
          fw={700}
          ff="monospace"
          aria-label={t('tickets.openTicket', { ticketId: ticket.ticketId })}
          onClick={() => onOpen(ticket)}
        >
          {ticket.ticketId}
          {ticket.lotterySoftNumber !== undefined &&
            ` · ${t('tickets.lotterySoftNumber', { number: ticket.lotterySoftNumber })}`}
          {/* sold offline and synced: its paper is marked so (issue 37) */}
          {ticket.offline && ` · ${t('tickets.offline')}`}
        </Anchor>
      ),
    },
    {
      header: t('common:fields.date'),
      sortKey: 'date',
      nowrap: true,
      // Win Tickets has no room for a column of its own: the time of sale goes under the draw date.
      cell: (r) =>
        withPaid ? (
          <>
            {displayDate(r.date)}
            <Text size="xs" c="dimmed" data-testid="sold-at">
              {soldAtWords(r)}
            </Text>
          </>
        ) : (
          displayDate(r.date)
        ),
      // The draw date, as the language's spreadsheets read a date (csvFormatFor).
      csv: (r) => ({ date: r.date }),
    },
    {
      header: t('common:fields.lottery'),
      sortKey: 'lottery',
      cell: (r) => r.lotteryCategoryName,
      csv: (r) => r.lotteryCategoryName,
    },
    {
      header: t('common:fields.seller'),
      sortKey: 'seller',
      cell: (r) => r.seller.userName,
      csv: (r) => r.seller.userName,
    },
  ];
  const soldAt: Column<PagedTicket> = {
    header: t('tickets.soldAt'),
    sortKey: 'soldAt',
    nowrap: true,
    cell: (r) => displayDateTime(r.soldAt),
    csv: (r) => ({ at: r.soldAt }),
  };
  const price: Column<PagedTicket> = {
    header: t('tickets.ticketPrice'),
    sortKey: 'ticketPrice',
    numeric: true,
    cell: (r) => htg(r.ticketPrice),
    csv: (r) => r.ticketPrice,
    csvHeader: t('common:table.inHtg', { column: t('tickets.ticketPrice') }),
  };
  // Win Tickets' paid-out columns take the width at 1440 px: its price and time of sale go to
  // the file (and the time under the draw date), so no amount is pushed off the screen.
  if (!withPaid) columns.push(price, soldAt);
  if (withCompany)
    columns.push({
      header: t('tickets.sellerCompany'),
      cell: (r) => r.sellerCompany,
      csv: (r) => r.sellerCompany,
    });
  if (withPaid)
    columns.push(
      {
        header: t('tickets.paidAmount'),
        sortKey: 'paidAmount',
        numeric: true,
        cell: (r) => htg(r.paidAmount),
        csv: (r) => r.paidAmount,
        csvHeader: t('common:table.inHtg', { column: t('tickets.paidAmount') }),
      },
      {
        header: t('payout.state'),
        cell: (r) => <PaidOutState ticket={r} />,
        csv: (r) => payoutStateCell(r, t),
      },
      {
        // The cash handed over: a corrected result changes Paid Amount, never this.
        header: t('payout.cash'),
        numeric: true,
        cell: (r) => (r.paidOutAmount === null ? '' : htg(r.paidOutAmount)),
        csv: (r) => r.paidOutAmount ?? '',
        csvHeader: t('common:table.inHtg', { column: t('payout.cash') }),
      },
      {
        header: t('payout.difference'),
        numeric: true,
        // Red: more cash went out than the ticket wins now, to recover or write off.
        cell: (r) =>
          r.paidOutDifference === null ? (
            ''
          ) : (
            <Text span inherit c={r.paidOutDifference > 0 ? 'red.7' : undefined}>
              {htg(r.paidOutDifference)}
            </Text>
          ),
        csv: (r) => r.paidOutDifference ?? '',
        csvHeader: t('common:table.inHtg', { column: t('payout.difference') }),
      },
    );
  if (action) {
    columns.push({
      header: t('common:fields.actions'),
      actions: true,
      width: action.labelled ? 120 : 80,
      cell: (r) => {
        const applies = actionFor(action, r);
        return applies && <ActionButton action={applies} ticket={r} />;
      },
    });
  }
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(t) => t._id}
      loading={loading}
      busy={busy}
      empty={empty}
      noun={[t('nouns.ticket', { count: 1 }), t('nouns.ticket', { count: 2 })]}
      paging={paging}
      sort={sort}
      onSort={onSort}
      unsortedLabel={t('tickets.newestFirst')}
      csv={
        csv && {
          ...csv,
          extra: [
            ...(csv.extra ?? []),
            // Win Tickets shows it under the date: the file keeps it a column.
            ...(withPaid
              ? [
                  ...[price, soldAt].map((c) => ({
                    header: c.csvHeader ?? c.header,
                    value: c.csv!,
                  })),
                  { header: t('payoutFile.at'), value: paidOutAtCell },
                ]
              : []),
            ...ticketCsvExtra(t),
          ],
        }
      }
    />
  );
}

export function ActionButton({ action, ticket }: { action: RowAction; ticket: TicketSummary }) {
  const color = action.color ?? 'red';
  const name = `${action.label} ${ticket.ticketId}`;
  if (action.labelled)
    return (
      <Button
        size="compact-sm"
        variant="light"
        color={color}
        leftSection={action.icon}
        aria-label={name}
        style={{ whiteSpace: 'nowrap' }}
        onClick={() => action.onClick(ticket)}
      >
        {action.label}
      </Button>
    );
  return (
    <Tooltip label={action.label}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={name}
        onClick={() => action.onClick(ticket)}
      >
        {action.icon}
      </ActionIcon>
    </Tooltip>
  );
}
