import { ActionIcon, Alert, Anchor, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Ticket } from '@tiraj/domain/contracts';
import type { Column } from '../../components/data-table.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { displayDate, htg } from '../../lib/format.ts';

export interface RowAction {
  /** what the icon does, for its tooltip and screen readers ("Delete", "Delete forever") */
  label: string;
  icon: ReactNode;
  onClick: (ticket: Ticket) => void;
}

interface Props {
  caption: string;
  rows: Ticket[] | undefined;
  /** the search matched more tickets than the server answered */
  more?: boolean;
  loading: boolean;
  empty: string;
  onOpen: (ticket: Ticket) => void;
  /** the supervisor's version adds Ticket Price and Seller Company */
  withPriceAndCompany?: boolean;
  /** Win Tickets: what each ticket pays */
  withPaid?: boolean;
  action?: RowAction;
}

/** Ticket ID (opens the Game Numbers modal), Date, Lottery, Seller, and the row's action. */
export function TicketTable({
  caption,
  rows,
  more,
  loading,
  empty,
  onOpen,
  withPriceAndCompany,
  withPaid,
  action,
}: Props) {
  const columns: Column<Ticket>[] = [
    {
      header: 'Ticket ID',
      cell: (t) => (
        <Anchor
          component="button"
          type="button"
          fw={700}
          ff="monospace"
          style={{ whiteSpace: 'nowrap' }}
          aria-label={`Open ticket ${t.ticketId}`}
          onClick={() => onOpen(t)}
        >
          {t.ticketId}
        </Anchor>
      ),
    },
    { header: 'Date', cell: (t) => displayDate(t.date) },
    { header: 'Lottery', cell: (t) => t.lotteryCategoryName },
    { header: 'Seller', cell: (t) => t.seller.userName },
  ];
  if (withPriceAndCompany) {
    columns.push(
      { header: 'Ticket Price', numeric: true, cell: (t) => htg(t.ticketPrice) },
      { header: 'Seller Company', cell: (t) => t.sellerCompany },
    );
  }
  if (withPaid)
    columns.push({ header: 'Paid Amount', numeric: true, cell: (t) => htg(t.paidAmount) });
  if (action) {
    columns.push({
      header: 'Actions',
      width: 80,
      cell: (t) => (
        <Tooltip label={action.label}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${action.label} ${t.ticketId}`}
            onClick={() => action.onClick(t)}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ),
    });
  }
  return (
    <>
      {more && rows && (
        <Alert color="yellow" mb="sm" title="Not every ticket is shown">
          This search matches more than {rows.length.toLocaleString('en-US')} tickets; these are the
          newest. Narrow the dates, the seller or the lottery to see the others.
        </Alert>
      )}
      <ResponsiveTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(t) => t._id}
        loading={loading}
        empty={empty}
      />
    </>
  );
}
