import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '../../components/figures-table.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { htg } from '../../lib/format.ts';
import { useSaleDetails, type DetailSearch, type DetailsReader } from './api.ts';
import { GameTotalsBox } from './game-totals-box.tsx';
import { NumberInfoModal, type NumberChoice } from './number-info-modal.tsx';
import { SellDetailTable } from './sell-detail-table.tsx';

/** Tables (a), (b) and (c) of one search, and the number-info modal. */
export function SaleDetailsResults({
  reader,
  search,
}: {
  reader: DetailsReader;
  search: DetailSearch;
}) {
  const { groups, games, lotteries } = useSaleDetails(reader, search);
  const [choice, setChoice] = useState<NumberChoice | null>(null);
  const { t } = useTranslation(['reports', 'common']);

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Title order={4}>{t('saleDetails.perNumber')}</Title>
              {groups.data && (
                <Text fw={700} className="money" data-testid="sell-details-headline-total">
                  {t('saleDetails.headlineTotal', { amount: htg(groups.data.total) })}
                </Text>
              )}
            </Group>
            <SellDetailTable
              answer={groups.data}
              loading={groups.isFetching}
              showLottery={!search.lotteryCategoryName}
              fileName={csvFileName(t('saleDetails.perNumberFile'), search.fromDate)}
              onNumber={(g) =>
                setChoice({
                  seller: search.seller,
                  lotteryCategoryName: g._id.lotteryCategoryId,
                  lotteryName: g._id.lotteryCategoryName,
                  fromDate: g._id.date,
                  gameCategory: g._id.gameCategory,
                  gameNumber: g._id.number,
                })
              }
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <GameTotalsBox answer={games.data} loading={games.isFetching} />
            <Stack gap="xs">
              <Title order={4}>{t('saleDetails.perLottery')}</Title>
              <Text size="xs" c="dimmed" mt={-6}>
                {t('saleDetails.perLotteryNote')}
              </Text>
              <FiguresTable
                caption={t('saleDetails.perLotteryCaption')}
                nameHeader={t('common:fields.lottery')}
                rows={lotteries.data?.data}
                totals={lotteries.data?.totals}
                footerLabel={t('common:fields.total')}
                loading={lotteries.isFetching}
                empty={t('saleDetails.noSaleOnDate')}
                csv={{ fileName: csvFileName(t('saleDetails.perLotteryFile'), search.fromDate) }}
              />
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
      <NumberInfoModal reader={reader} choice={choice} onClose={() => setChoice(null)} />
    </>
  );
}
