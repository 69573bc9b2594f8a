import { Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CorrectedPayout } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDate, displayDateTime, htg } from '../../lib/format.ts';
import { useCorrectedPayouts } from '../../lib/queries/corrected-payouts.ts';
import { useCan } from '../../lib/use-can.ts';
import { RecoverForm, ReturnForm, WriteOffForm } from './settle-forms.tsx';

const ENTRY_WORDS = {
  recovery: 'correctedPayouts.recovery',
  'write-off': 'correctedPayouts.writeOffEntry',
  return: 'correctedPayouts.returnEntry',
} as const;

/** The figures of a corrected payout, the entries that accounted for it, and the two actions. */
function Settlement({ item }: { item: CorrectedPayout }) {
  const { t } = useTranslation(['reports', 'common']);
  // Issue 39: an auditor reads the case; recording cash is for the roles that handle it.
  const mayCash = useCan('cash');
  const figures = [
    ['paidOut', t('payout.cash'), item.paidOut],
    ['wonNow', t('correctedPayouts.wonNow'), item.wonNow],
    ['recovered', t('correctedPayouts.recoveredColumn'), item.recovered],
    ['writtenOff', t('correctedPayouts.writtenOff'), item.writtenOff],
    ['outstanding', t('correctedPayouts.outstanding'), item.outstanding],
    // Only once a later correction gave the win back after a recovery.
    ...(item.returned > 0 || item.owedBack > 0
      ? ([
          ['returned', t('correctedPayouts.returned'), item.returned],
          ['owedBack', t('correctedPayouts.owedBack'), item.owedBack],
        ] as const)
      : []),
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
      <SimpleGrid cols={{ base: 2, xs: figures.length > 5 ? 4 : 5 }} spacing="xs">
        {figures.map(([key, label, value]) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text
              fw={700}
              className="money"
              c={(key === 'outstanding' || key === 'owedBack') && value > 0 ? 'red.7' : undefined}
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
              // Two cells, the words stacked: it fits a 360 px phone (four columns cut the amount).
              <Table.Tr key={s._id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(ENTRY_WORDS[s.kind])}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {displayDate(s.date)} · {s.recordedBy.userName}
                    {s.note && ` · ${s.note}`}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" className="money" style={{ whiteSpace: 'nowrap' }}>
                  {htg(s.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {item.owedBack > 0 ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm" c="red.7">
            {t('correctedPayouts.owedBackNote', { amount: htg(item.owedBack) })}
          </Text>
          {mayCash && <ReturnForm item={item} />}
        </Stack>
      ) : item.outstanding > 0 ? (
        mayCash && (
          <Group gap="xs">
            <RecoverForm item={item} />
            <WriteOffForm item={item} />
          </Group>
        )
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
