import { Badge, Stack, Text } from '@mantine/core';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { displayDateTime } from '../../lib/format.ts';

/** Paid out (by whom, when) or Not paid out: whether the customer has received a winning ticket's payout. */
export function PaidOutState({
  ticket,
  align = 'flex-start',
}: {
  ticket: TicketSummary;
  /** the modal sets it on the right, as its figures */
  align?: 'flex-start' | 'flex-end';
}) {
  if (!ticket.paidOutAt)
    return (
      <Badge variant="light" color="orange" data-testid="paid-out-state">
        Not paid out
      </Badge>
    );
  return (
    <Stack gap={2} align={align}>
      <Badge variant="light" color="teal" data-testid="paid-out-state">
        Paid out
      </Badge>
      <Text
        size="xs"
        c="dimmed"
        ta={align === 'flex-end' ? 'right' : undefined}
        data-testid="paid-out-by"
      >
        {ticket.paidOutBy ? `by ${ticket.paidOutBy.userName}, ` : ''}
        {displayDateTime(ticket.paidOutAt)}
      </Text>
    </Stack>
  );
}
