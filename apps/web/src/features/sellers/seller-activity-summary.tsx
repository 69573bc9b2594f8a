import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { activeNow, ACTIVE_MINUTES } from './active-now.ts';
import { SELLER_ACTIVITY_ID, useSellerActivity } from './seller-activity.tsx';

/**
 * Who is active, in one line at the top of the Sellers screen (issue 38): its table sits below
 * the sellers' long table (≈ 2,750 px down at 1440×900), where owners never saw it. The line
 * says how many sellers are active now and leads to the table.
 */
export function SellerActivitySummary() {
  const { t } = useTranslation('company');
  const activity = useSellerActivity();
  if (!activity.data) return null;
  const { active, sessions } = activeNow(activity.data, new Date());
  const toTable = (event: React.MouseEvent) => {
    event.preventDefault();
    const table = document.getElementById(SELLER_ACTIVITY_ID);
    table?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    table?.focus({ preventScroll: true });
  };
  return (
    <Paper withBorder p="xs" mb="md" data-testid="seller-activity-summary">
      <Group gap="xs" wrap="wrap">
        <IconActivity size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('sellers.activity.activeNow', { count: active })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('sellers.activity.activeHint', { minutes: ACTIVE_MINUTES })} ·{' '}
          {t('sellers.activity.openSessions', { count: sessions })}
        </Text>
        <Anchor size="sm" href={`#${SELLER_ACTIVITY_ID}`} onClick={toTable}>
          {t('sellers.activity.see')}
        </Anchor>
      </Group>
    </Paper>
  );
}
