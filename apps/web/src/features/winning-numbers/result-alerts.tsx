import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ResultAlert } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useFetchResults, useResultAlerts } from './proposals-api.ts';

/** One alert, once: the same source failing shows on both days' lists. */
const keyOf = (a: ResultAlert) => `${a.kind}:${a.catalogId ?? ''}:${a.source ?? ''}`;

/**
 * Issue 40: the results that are late or in doubt for the days shown (no proposal 30 minutes
 * after the draw, a proposal waiting 30 minutes, sources that disagree, a source failing for an
 * hour), and the clerk's "check again" that asks the sources now.
 */
export function ResultAlerts({ dates }: { dates: [string, string] }) {
  const { t } = useTranslation('admin');
  const first = useResultAlerts(dates[0]);
  const second = useResultAlerts(dates[1]);
  const check = useFetchResults();
  const seen = new Set<string>();
  const alerts = [...(first.data ?? []), ...(second.data ?? [])].filter((a) => {
    const key = keyOf(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <Stack gap="xs" mb="md" maw={900}>
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={16} />}
          loading={check.isPending}
          onClick={() =>
            check.mutate(dates, {
              onSuccess: (count) =>
                toast.success({ text: t('winningNumbers.day.proposals.checked', { count }) }),
            })
          }
        >
          {t('winningNumbers.day.proposals.checkAgain')}
        </Button>
      </Group>
      {alerts.length > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t('winningNumbers.day.proposals.alertsTitle')}
          data-testid="result-alerts"
        >
          <Stack gap={2}>
            {alerts.map((a) => (
              <Text key={keyOf(a)} size="sm">
                {t(`winningNumbers.day.proposals.alert_${a.kind}`, {
                  draw: a.draw ?? '',
                  source: a.source ?? '',
                })}{' '}
                <Text span size="xs" c="dimmed">
                  {displayDateTime(a.since)}
                </Text>
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
