import { Badge, Combobox, Group, Text } from '@mantine/core';
import { IconHash, IconTicket } from '@tabler/icons-react';
import { LOTTERYSOFT_SEARCH_DAYS, type Ticket } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../lib/format.ts';

/** The option offering the search by a LotterySoft number. */
export function LotterySoftOption({ number }: { number: number }) {
  const { t } = useTranslation();
  return (
    <Combobox.Option value={`lotterysoft:${number}`}>
      <Group gap="sm" wrap="nowrap">
        <IconHash size={20} />
        <div>
          <Text fw={700}>{t('find.lotterySoft', { number })}</Text>
          <Text size="xs" c="dimmed">
            {t('find.lotterySoftHint', { days: LOTTERYSOFT_SEARCH_DAYS })}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  );
}

/**
 * The tickets carrying one LotterySoft number: the number restarts per seller, draw and
 * day, so each says whose, which draw and when, for the user to pick the customer's.
 */
export function LotterySoftPicks({ found }: { found: Ticket[] }) {
  const { t } = useTranslation();
  return (
    <Combobox.Group label={t('find.lotterySoftMany', { total: found.length })}>
      {found.map((ticket) => (
        <Combobox.Option key={ticket._id} value={`pick:${ticket._id}`}>
          <Group gap="sm" wrap="nowrap">
            <IconTicket size={20} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600}>
                {t('find.lotterySoftPick', {
                  seller: ticket.seller.userName,
                  lottery: ticket.lotteryCategoryName,
                  date: displayDate(ticket.date),
                })}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {t('find.ticket', { code: ticket.ticketId })}
              </Text>
            </div>
            {ticket.deletedAt && (
              <Badge variant="light" color="red">
                {t('find.deleted')}
              </Badge>
            )}
          </Group>
        </Combobox.Option>
      ))}
    </Combobox.Group>
  );
}
