import { Group } from '@mantine/core';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { usePayAction } from './pay-action.tsx';
import { ActionButton, actionFor, type RowAction } from './ticket-table.tsx';

/**
 * The ticket modal's own button: the list's action that applies (Pay out, or Settle a corrected
 * payout), else Pay out for an unpaid winner, whatever the seller payout limit (the company and
 * a supervisor pay above it). The modal closes first: the row shows what the action changed.
 */
export function TicketModalAction(props: {
  ticket: TicketSummary;
  action?: RowAction;
  onClose: () => void;
}) {
  const pay = usePayAction();
  const applies = actionFor(props.action ?? pay, props.ticket);
  if (!applies) return null;
  const closing: RowAction = {
    ...applies,
    onClick: (ticket) => {
      props.onClose();
      applies.onClick(ticket);
    },
  };
  return (
    <Group justify="flex-end" data-testid="ticket-modal-action">
      <ActionButton action={closing} ticket={props.ticket} />
    </Group>
  );
}
