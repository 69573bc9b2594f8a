import { Badge, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { Ticket } from '@tiraj/domain/contracts';
import { displayDate, displayDateTime, htg } from '../../lib/format.ts';
import { PaidOutState } from './paid-out-state.tsx';

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
 * blue with what they pay, the ticket's Paid Amount, and whether it was paid out.
 */
export function TicketLinesModal({
  ticket,
  showWins = false,
  onClose,
}: {
  ticket: Ticket | null;
  showWins?: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={!!ticket}
      onClose={onClose}
      title="Game Numbers"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {ticket && (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" size="lg" ff="monospace">
              {ticket.ticketId}
            </Badge>
            {/* Found from the header search, a deleted ticket must not pass for a live one. */}
            {ticket.deletedAt && (
              <Badge variant="light" color="red" size="lg">
                Deleted {displayDateTime(ticket.deletedAt)}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {displayDate(ticket.date)} · {ticket.lotteryCategoryName} · {ticket.seller.userName}
            </Text>
          </Group>
          <ScrollArea.Autosize mah="55vh" type="auto">
            <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label="Game numbers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Game</Table.Th>
                  <Table.Th>Number</Table.Th>
                  <Table.Th className="money">Amount</Table.Th>
                  {/* A phone has room for three columns: there the blue lines and the Paid Amount say it. */}
                  {showWins && (
                    <Table.Th className="money" visibleFrom="xs">
                      Payout
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ticket.numbers.map((line) => (
                  <Table.Tr
                    key={line._id}
                    style={lineStyle(line, showWins)}
                    data-bonus={line.bonus || undefined}
                    data-win={(showWins && line.winFlag) || undefined}
                  >
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {line.gameCategory}
                      {line.bonus && (
                        <Text size="xs" fw={600} c={BONUS_BROWN}>
                          (Bonus)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {line.number}
                    </Table.Td>
                    <Table.Td className="money">{htg(line.amount)}</Table.Td>
                    {showWins && (
                      <Table.Td
                        className="money"
                        fw={line.winFlag ? 700 : undefined}
                        visibleFrom="xs"
                      >
                        {line.winFlag ? htg(line.payout) : '—'}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Group justify="space-between" px={10} py={8} bg="gray.0" style={{ borderRadius: 8 }}>
            <Text fw={700}>Total</Text>
            <Text fw={700} className="money" data-testid="ticket-total">
              {htg(ticket.ticketPrice)}
            </Text>
          </Group>
          {showWins && (
            <Group justify="space-between" px={10} py={8} bg="blue.0" style={{ borderRadius: 8 }}>
              <Text fw={700} c="blue.8">
                Paid Amount
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
              <Text fw={700}>Paid out</Text>
              <PaidOutState ticket={ticket} align="flex-end" />
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
