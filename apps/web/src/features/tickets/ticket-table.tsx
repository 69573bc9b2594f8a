import { ActionIcon, Alert, Anchor, Button, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Ticket } from '@tiraj/domain/contracts';
import type { Column } from '../../components/data-table.tsx';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { displayDate, htg } from '../../lib/format.ts';
import { PaidOutState } from './paid-out-state.tsx';

export interface RowAction {
  /** what the icon does, for its tooltip and screen readers ("Delete", "Delete forever") */
  label: string;
  icon: ReactNode;
  onClick: (ticket: Ticket) => void;
  /** the icon's colour; red (a delete) unless told */
  color?: string;
  /** rows the action applies to (all unless told) */
  appliesTo?: (ticket: Ticket) => boolean;
  /** a button with its label, for an action someone looks for (Pay out), rather than an icon */
  labelled?: boolean;
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
  /** Win Tickets: what each ticket pays, and whether it was paid out */
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
    columns.push(
      { header: 'Paid Amount', numeric: true, cell: (t) => htg(t.paidAmount) },
      { header: 'Paid out', cell: (t) => <PaidOutState ticket={t} /> },
    );
  if (action) {
    columns.push({
      header: 'Actions',
      width: action.labelled ? 120 : 80,
      cell: (t) =>
        action.appliesTo && !action.appliesTo(t) ? null : (
          <ActionButton action={action} ticket={t} />
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

function ActionButton({ action, ticket }: { action: RowAction; ticket: Ticket }) {
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
