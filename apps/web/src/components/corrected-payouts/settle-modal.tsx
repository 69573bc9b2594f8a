import { Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CorrectedPayout } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDate, displayDateTime, htg } from '../../lib/format.ts';
import { useCorrectedPayouts } from '../../lib/queries/corrected-payouts.ts';
import { RecoverForm, WriteOffForm } from './settle-forms.tsx';

/** The figures of a corrected payout, the entries that accounted for it, and the two actions. */
function Settlement({ item }: { item: CorrectedPayout }) {
  const { t } = useTranslation(['reports', 'common']);
  const figures = [
    ['paidOut', t('payout.cash'), item.paidOut],
    ['wonNow', t('correctedPayouts.wonNow'), item.wonNow],
    ['recovered', t('correctedPayouts.recoveredColumn'), item.recovered],
    ['writtenOff', t('correctedPayouts.writtenOff'), item.writtenOff],
    ['outstanding', t('correctedPayouts.outstanding'), item.outstanding],
  ] as const;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {displayDate(item.date)} · {item.lotteryCategoryName} · {item.seller.userName}
        {' · '}
        {t('correctedPayouts.paidWhen', {
          when: displayDateTime(item.paidOutAt),
          by: item.paidOutBy?.userName ?? '',
        })}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
        {figures.map(([key, label, value]) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text
              fw={700}
              className="money"
              c={key === 'outstanding' && value > 0 ? 'red.7' : undefined}
              data-testid={`settle-${key}`}
            >
              {htg(value)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {item.settlements.length > 0 && (
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {item.settlements.map((s) => (
              <Table.Tr key={s._id}>
                <Table.Td>{displayDate(s.date)}</Table.Td>
                <Table.Td>
                  {t(
                    s.kind === 'recovery'
                      ? 'correctedPayouts.recovery'
                      : 'correctedPayouts.writeOffEntry',
                  )}
                  {s.note && (
                    <Text size="xs" c="dimmed">
                      {s.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{s.recordedBy.userName}</Table.Td>
                <Table.Td ta="right" className="money">
                  {htg(s.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {item.outstanding > 0 ? (
        <Group gap="xs">
          <RecoverForm item={item} />
          <WriteOffForm item={item} />
        </Group>
      ) : (
        <Text size="sm" c="teal.8" fw={600}>
          {t('correctedPayouts.settled')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A winner paid under a result since corrected, for the company to account for (issue 38): from
 * Winning tickets and from the Caisse. Read from the company's list, so both screens agree.
 */
export function SettleModal({
  ticketId,
  onClose,
}: {
  ticketId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['reports', 'common']);
  const list = useCorrectedPayouts(!!ticketId);
  const item = list.data?.find((c) => c.ticketId === ticketId);
  return (
    <Modal
      opened={!!ticketId}
      onClose={onClose}
      title={t('correctedPayouts.settleTitle', { ticketId })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {item ? (
        <Settlement item={item} />
      ) : (
        <Text size="sm">
          {list.isPending ? t('correctedPayouts.loading') : t('correctedPayouts.gone')}
        </Text>
      )}
    </Modal>
  );
}
