import { Badge, Stack, Text, type BadgeProps } from '@mantine/core';
import type { TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '../../lib/format.ts';

/**
 * Paid out (by whom, when) or Not paid out: whether the customer has received a
 * winning ticket's payout; "Paid, result corrected" when the result changed
 * since, so that the cash handed over differs from what the ticket wins now.
 */
/** The state's words wrap rather than being cut to "Not pa…" or "Paid, result …" in a narrow column. */
const WHOLE_WORDS: BadgeProps = {
  variant: 'light',
  h: 'auto',
  styles: { label: { whiteSpace: 'normal', overflow: 'visible' } },
};

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
      <Badge {...WHOLE_WORDS} color="orange" data-testid="paid-out-state">
        {t('payout.notPaidOut')}
      </Badge>
    );
  return (
    <Stack gap={2} align={align}>
      {ticket.paidOutDifference === null ? (
        <Badge {...WHOLE_WORDS} color="teal" data-testid="paid-out-state">
          {t('payout.paidOut')}
        </Badge>
      ) : (
        <Badge {...WHOLE_WORDS} color="red" data-testid="paid-out-state">
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
