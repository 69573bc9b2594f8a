import { Badge, Stack, Text } from '@mantine/core';
import type { Ticket } from '@tiraj/domain/contracts';
import { displayDateTime } from '../../lib/format.ts';

/** Paid out (by whom, when) or Not paid out: whether the customer has received a winning ticket's payout. */
export function PaidOutState({ ticket }: { ticket: Ticket }) {
  if (!ticket.paidOutAt)
    return (
      <Badge variant="light" color="orange" data-testid="paid-out-state">
        Not paid out
      </Badge>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color="teal" data-testid="paid-out-state">
        Paid out
      </Badge>
      <Text size="xs" c="dimmed" data-testid="paid-out-by">
        {ticket.paidOutBy ? `by ${ticket.paidOutBy.userName}, ` : ''}
        {displayDateTime(ticket.paidOutAt)}
      </Text>
    </Stack>
  );
}
