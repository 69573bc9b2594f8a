import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResultAlertsToday } from './api.ts';

/**
 * The admin's inbox for the results (issue 40): how many of today's draws are late or in doubt,
 * linking to Today's Results, where each one is said. Nothing when all is in order.
 */
export function ResultsToWatch({ date }: { date: string }) {
  const { t } = useTranslation('home');
  const alerts = useResultAlertsToday(date);
  const count = alerts.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      mb="md"
      data-testid="home-result-alerts"
    >
      <Anchor component={Link} to="/admin/results" size="sm">
        {t('resultAlerts', { count })}
      </Anchor>
    </Alert>
  );
}
