import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { Ticket, TicketSummary } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { displayDate, displayDateTime, htg } from '../../lib/format.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useTicket } from './api.ts';
import { PaidOutState } from './paid-out-state.tsx';
import { TicketModalAction } from './ticket-modal-action.tsx';
import type { RowAction } from './ticket-table.tsx';

/** Bonus lines are free: brown, and left out of the total (SPEC.md §2). */
const BONUS_BROWN = '#8a4b14';

type Line = Ticket['numbers'][number];

function lineStyle(line: Line, showWins: boolean) {
  if (showWins && line.winFlag)
    return { color: 'var(--mantine-color-blue-8)', background: 'var(--mantine-color-blue-0)' };
  if (line.bonus) return { color: BONUS_BROWN };
  return undefined;
}

/**
 * The Game Numbers modal: a ticket's lines (game, number, amount), its total
 * in HTG without the bonus lines, and on Win Tickets the winning lines in
 * blue with what they pay, the ticket's Paid Amount, and whether it was paid
 * out. A list's page carries no lines: they are fetched as the modal opens.
 */
export function TicketLinesModal({
  ticket,
  showWins = false,
  action,
  onClose,
}: {
  /** a list's page gives a summary (its lines are fetched); the header's search a whole ticket */
  ticket: TicketSummary | Ticket | null;
  showWins?: boolean;
  /** the list's row action, offered here too; absent (the header's search): Pay out */
  action?: RowAction;
  onClose: () => void;
}) {
  // A ticket that comes with its lines (found from the header) is not asked for again.
  const given = ticket && 'numbers' in ticket ? ticket.numbers : undefined;
  const full = useTicket(given ? undefined : ticket?._id);
  const phone = usePhone();
  const { t } = useTranslation(['reports', 'common']);
  // A phone has room for three columns: there the blue lines and the Paid Amount say it.
  const columns: Column<Line>[] = [
    {
      header: t('common:fields.game'),
      nowrap: true,
      cell: (line) => (
        <>
          {line.gameCategory}
          {line.bonus && (
            <Text size="xs" fw={600} c={BONUS_BROWN}>
              {t('gameNumbers.bonus')}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('common:fields.number'),
      nowrap: true,
      cell: (line) => (
        <Text span inherit fw={700} ff="monospace">
          {line.number}
        </Text>
      ),
    },
    { header: t('common:fields.amount'), numeric: true, cell: (line) => htg(line.amount) },
    ...(showWins && !phone
      ? [
          {
            header: t('gameNumbers.payout'),
            numeric: true,
            cell: (line: Line) => (
              <Text span inherit fw={line.winFlag ? 700 : undefined}>
                {line.winFlag ? htg(line.payout) : '—'}
              </Text>
            ),
          },
        ]
      : []),
  ];
  const shown = given ?? full.data?.numbers;
  return (
    <Modal
      opened={!!ticket}
      onClose={onClose}
      title={t('gameNumbers.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {ticket && (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" size="lg" ff="monospace">
              {ticket.ticketId}
            </Badge>
            {ticket.lotterySoftNumber !== undefined && (
              <Badge variant="light" color="gray" size="lg">
                {t('tickets.lotterySoftNumber', { number: ticket.lotterySoftNumber })}
              </Badge>
            )}
            {/* Found from the header search, a deleted ticket must not pass for a live one. */}
            {ticket.deletedAt && (
              <Badge variant="light" color="red" size="lg">
                {t('gameNumbers.deleted', { when: displayDateTime(ticket.deletedAt) })}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {displayDate(ticket.date)} · {ticket.lotteryCategoryName} · {ticket.seller.userName}
            </Text>
          </Group>
          {full.isError && (
            <LoadError what={t('loadWhat.ticketLines')} error={full.error} onRetry={full.refetch} />
          )}
          <DataTable<Line>
            caption={t('gameNumbers.caption')}
            columns={columns}
            rows={shown}
            rowKey={(line) => line._id}
            loading={!given && full.isPending && !full.isError}
            phone="table"
            inModal
            rowProps={(line) => ({
              style: lineStyle(line, showWins),
              'data-bonus': line.bonus || undefined,
              'data-win': (showWins && line.winFlag) || undefined,
            })}
          />
          <Group justify="space-between" px={10} py={8} bg="gray.0" style={{ borderRadius: 8 }}>
            <Text fw={700}>{t('common:fields.total')}</Text>
            <Text fw={700} className="money" data-testid="ticket-total">
              {htg(ticket.ticketPrice)}
            </Text>
          </Group>
          {showWins && (
            <Group justify="space-between" px={10} py={8} bg="blue.0" style={{ borderRadius: 8 }}>
              <Text fw={700} c="blue.8">
                {t('tickets.paidAmount')}
              </Text>
              <Text fw={700} c="blue.8" className="money" data-testid="ticket-paid">
                {htg(ticket.paidAmount)}
              </Text>
            </Group>
          )}
          {showWins && (
            <Group
              justify="space-between"
              align="flex-start"
              px={10}
              py={8}
              bg="gray.0"
              style={{ borderRadius: 8 }}
              data-testid="ticket-paid-out"
            >
              <Text fw={700}>{t('payout.state')}</Text>
              <PaidOutState ticket={ticket} align="flex-end" />
            </Group>
          )}
          {showWins && ticket.paidOutAmount !== null && (
            // The cash handed over, and what a corrected result left to recover (or still owed).
            <Group justify="space-between" px={10} py={8} bg="gray.0" style={{ borderRadius: 8 }}>
              <Text fw={700}>{t('payout.cash')}</Text>
              <Text fw={700} className="money" data-testid="ticket-cash">
                {htg(ticket.paidOutAmount)}
              </Text>
            </Group>
          )}
          {showWins && ticket.paidOutDifference !== null && (
            <Group justify="space-between" px={10} py={8} bg="red.0" style={{ borderRadius: 8 }}>
              <Text fw={700} c="red.8">
                {t('payout.difference')}
              </Text>
              <Text fw={700} c="red.8" className="money" data-testid="ticket-difference">
                {htg(ticket.paidOutDifference)}
              </Text>
            </Group>
          )}
          {showWins && <TicketModalAction ticket={ticket} action={action} onClose={onClose} />}
        </Stack>
      )}
    </Modal>
  );
}
