import { Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import type { ExposureRow } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { htg } from '../../lib/format.ts';
import classes from './heat-map.module.css';

const NUMBERS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/**
 * Red (danger, the theme's) at a strength that grows with the payout, against the worst BLT
 * number; never so strong that the black number on it falls under a 4.5:1 contrast.
 */
const shade = (share: number) => `rgba(210, 16, 52, ${(0.08 + share * 0.55).toFixed(2)})`;

/**
 * The 100 BLT numbers coloured by what the bank pays if each comes out first. Each
 * cell is a button named by its number and figures; a click shows who bet on it.
 */
export function HeatMap({
  rows,
  alerted,
  onPick,
}: {
  rows: ExposureRow[];
  /** `game|number` of the draw's alerted numbers: their cells carry a mark */
  alerted: Set<string>;
  onPick: (number: string) => void;
}) {
  const { t } = useTranslation('risk');
  const blt = new Map(rows.filter((r) => r.gameCategory === 'BLT').map((r) => [r.number, r]));
  const worst = Math.max(0, ...[...blt.values()].map((r) => r.payout));
  return (
    <section aria-labelledby="risk-heat-map-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id="risk-heat-map-title">
          {t('heatMap.title')}
        </Title>
        <Group gap={6} aria-hidden>
          <Text size="xs" c="dimmed">
            {t('heatMap.legendLow')}
          </Text>
          <div className={classes.legend} />
          <Text size="xs" c="dimmed">
            {t('heatMap.legendHigh')}
          </Text>
        </Group>
      </Group>
      <SimpleGrid cols={10} spacing={4} verticalSpacing={4} data-testid="risk-heat-map">
        {NUMBERS.map((number) => {
          const row = blt.get(number);
          const share = row && worst > 0 ? row.payout / worst : 0;
          const alert = alerted.has(`BLT|${number}`);
          const label = row
            ? t('heatMap.cell', { number, payout: htg(row.payout), amount: htg(row.amount) })
            : t('heatMap.cellNone', { number });
          return (
            <UnstyledButton
              key={number}
              className={classes.cell}
              data-played={row ? true : undefined}
              data-alerted={alert || undefined}
              style={row ? { background: shade(share) } : undefined}
              aria-label={alert ? t('heatMap.cellAlerted', { cell: label }) : label}
              title={row ? htg(row.payout) : undefined}
              onClick={() => onPick(number)}
            >
              {number}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
