import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { datePresets, type DayRange } from '../lib/date-presets.ts';
import { today } from '../lib/format.ts';

/**
 * Today, Yesterday, This week, This month under a date filter: one click fills
 * From and To (the operator's today, whatever the browser's zone). The preset the
 * fields hold now is marked pressed. `single`: one date, Today and Yesterday only.
 */
export function DatePresets({
  value,
  onPick,
  single = false,
}: {
  value: DayRange;
  onPick: (range: DayRange) => void;
  single?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="group" aria-label={t('presets.label')}>
      {datePresets(today(), single).map(({ key, range }) => {
        const pressed =
          range.fromDate === value.fromDate && (single || range.toDate === value.toDate);
        return (
          <Button
            key={key}
            size="compact-sm"
            radius="xl"
            variant={pressed ? 'light' : 'default'}
            aria-pressed={pressed}
            onClick={() => onPick(range)}
          >
            {t(`presets.${key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
