import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { SellerList } from '@tiraj/domain/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusSwitch } from './bonus-switch.tsx';
import { CancelWindowField } from './cancel-window-field.tsx';
import { LotterySoftDevicesSwitch } from './lotterysoft-devices-switch.tsx';
import { SellersPayoutSwitch } from './sellers-payout-switch.tsx';
import { TicketValidityField } from './ticket-validity-field.tsx';

/**
 * The company's rules for all its sellers (bonus, who pays a winner, cancel window, the tickets'
 * validity line, LotterySoft devices), in a panel of their own under the list (issue 30): the
 * list and its ADD come first.
 */
export function CompanySettingsPanel({ list }: { list: SellerList | undefined }) {
  const { t } = useTranslation('company');
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" mt="xl">
      <Title order={3} size="h4" id={titleId} mb="md">
        {t('sellers.settingsTitle')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          <BonusSwitch bonusFlag={list?.bonusFlag} />
          <SellersPayoutSwitch on={list?.sellersPayAnyTicket} />
          <LotterySoftDevicesSwitch on={list?.lotterySoftDevices} />
        </SimpleGrid>
        <CancelWindowField minutes={list?.cancelWindowMinutes} />
        <TicketValidityField line={list?.ticketValidity} />
      </Stack>
    </Paper>
  );
}
