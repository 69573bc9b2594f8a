import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { displayDate } from '../../lib/format.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { usePaymentAlerts } from './api.ts';

/** The subadmin's payment alerts as banners above the home menu (fetched for that role only). */
export function PaymentAlertBanners() {
  const alerts = usePaymentAlerts();
  useEffect(() => {
    if (alerts.isError) toast.error('Error fetching payment alerts', messageOf(alerts.error));
  }, [alerts.isError, alerts.error]);
  if (!alerts.data?.length) return null;
  return (
    <Stack gap="xs" mb="lg">
      {alerts.data.map((a) => (
        <Alert
          key={a._id}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={`Payment alert · ${displayDate(a.date)}`}
          data-testid="payment-alert-banner"
        >
          <Text size="sm">{a.message}</Text>
        </Alert>
      ))}
    </Stack>
  );
}
