import { Badge, Stack, Text } from '@mantine/core';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '../../lib/format.ts';

/**
 * Paid out (by whom, when) or Not paid out: whether the customer has received a
 * winning ticket's payout; "Paid, result corrected" when the result changed
 * since, so that the cash handed over differs from what the ticket wins now.
 */
export function PaidOutState({
  ticket,
  align = 'flex-start',
}: {
  ticket: TicketSummary;
  /** the modal sets it on the right, as its figures */
  align?: 'flex-start' | 'flex-end';
}) {
  const { t } = useTranslation(['reports', 'common']);
  if (!ticket.paidOutAt)
    return (
      <Badge variant="light" color="orange" data-testid="paid-out-state">
        {t('payout.notPaidOut')}
      </Badge>
    );
  return (
    <Stack gap={2} align={align}>
      {ticket.paidOutDifference === null ? (
        <Badge variant="light" color="teal" data-testid="paid-out-state">
          {t('payout.paidOut')}
        </Badge>
      ) : (
        // The words wrap rather than being cut to "Paid, result …" in a narrow column.
        <Badge
          variant="light"
          color="red"
          h="auto"
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          data-testid="paid-out-state"
        >
          {t('payout.corrected')}
        </Badge>
      )}
      <Text
        size="xs"
        c="dimmed"
        ta={align === 'flex-end' ? 'right' : undefined}
        data-testid="paid-out-by"
      >
        {ticket.paidOutBy ? t('payout.by', { name: ticket.paidOutBy.userName }) : ''}
        {displayDateTime(ticket.paidOutAt)}
      </Text>
    </Stack>
  );
}
