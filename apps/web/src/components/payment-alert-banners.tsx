import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alertText } from '../lib/alert-text.ts';
import { displayDate } from '../lib/format.ts';
import { usePaymentAlerts } from '../lib/queries/payment-alerts.ts';

/** The subadmin's payment alerts as banners above the home menu (fetched for that role only). */
export function PaymentAlertBanners() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation('admin');
  const alerts = usePaymentAlerts();
  if (!alerts.data?.length) return null;
  return (
    <Stack gap="xs" mb="lg">
      {alerts.data.map((a) => (
        <Alert
          key={a._id}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={t('lists.paymentAlertOn', { date: displayDate(a.date) })}
          data-testid="payment-alert-banner"
        >
          <Text size="sm">{alertText(a, tAdmin)}</Text>
        </Alert>
      ))}
    </Stack>
  );
}
