import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { HomeDraw } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DrawnNumber } from '../../components/drawn-number.tsx';
import { EmptyState } from '../../components/table-states.tsx';
import { htg } from '../../lib/format.ts';
import { Countdown } from './countdown.tsx';

const COLOURS: Record<HomeDraw['status'], string> = {
  open: 'green',
  upcoming: 'gray',
  closed: 'orange',
  result: 'blue',
};

/** Each draw of today: its state (a countdown while open, the numbers once posted), its sales and payout. */
export function DrawList({
  draws,
  skew,
  onChange,
}: {
  draws: HomeDraw[] | undefined;
  skew: number;
  /** a draw just closed: read the figures again */
  onChange: () => void;
}) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section aria-labelledby="home-draws">
      <Title order={3} size="h4" id="home-draws" mb="xs">
        {t('draws.title')}
      </Title>
      {!draws ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </SimpleGrid>
      ) : draws.length === 0 ? (
        <EmptyState text={t('draws.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" role="list">
          {draws.map((d) => (
            <Paper
              key={d._id}
              withBorder
              radius="md"
              px="sm"
              py="xs"
              role="listitem"
              data-testid="home-draw"
              data-status={d.status}
              style={{ minWidth: 0 }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {d.lotteryName}
                </Text>
                <Badge color={COLOURS[d.status]} variant="light" style={{ flexShrink: 0 }}>
                  {t(`draws.${d.status}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" mb={4}>
                {d.status === 'open' && d.at ? (
                  <Countdown until={d.at} skew={skew} onEnd={onChange} />
                ) : d.status === 'upcoming' ? (
                  t('draws.opensAt', { time: d.startTime })
                ) : (
                  `${d.startTime} – ${d.endTime}`
                )}
              </Text>
              {d.numbers && (
                <Group gap={6} wrap="nowrap" mb={4}>
                  <DrawnNumber label={t('lots.first')} value={d.numbers.first} size={18} />
                  <DrawnNumber label={t('lots.second')} value={d.numbers.second} size={18} />
                  <DrawnNumber label={t('lots.third')} value={d.numbers.third} size={18} />
                  <DrawnNumber label="L3C" value={d.numbers.l3c} size={18} strong />
                </Group>
              )}
              <Group gap="md" wrap="wrap">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('draws.sales')}
                  </Text>
                  <Text fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {htg(d.sum)}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('draws.payout')}
                  </Text>
                  <Text fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {htg(d.paid)}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('common:fields.paidOut')}
                  </Text>
                  <Text fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {htg(d.paidOut)}
                  </Text>
                </Stack>
                <Text size="xs" c="dimmed" style={{ alignSelf: 'flex-end' }}>
                  {t('draws.ticketsCount', { count: d.tickets })}
                </Text>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
