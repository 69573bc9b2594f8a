import { Modal, Stack } from '@mantine/core';
import type { NumberInfoEntry } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { countCell, csvFileName } from '../../lib/csv.ts';
import { htg } from '../../lib/format.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useNumberSellers, type DrawChoice, type RiskReader } from './api.ts';

/** Who bet on one number of the draw, one row per seller (the sale details' number info). */
export function NumberSellersModal({
  reader,
  draw,
  pick,
  onClose,
}: {
  reader: RiskReader;
  draw: DrawChoice;
  pick: { gameCategory: string; number: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['risk', 'common', 'reports']);
  const phone = usePhone();
  const info = useNumberSellers(reader, draw, pick);
  const answer = info.data;
  const tickets = (answer?.data ?? []).reduce((n, e) => n + e.ticketCount, 0);
  return (
    <Modal
      opened={pick !== null}
      onClose={onClose}
      title={pick ? `${pick.gameCategory} ${pick.number}` : ''}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        {info.isError && (
          <LoadError what={t('sellers.caption')} error={info.error} onRetry={info.refetch} />
        )}
        <DataTable<NumberInfoEntry>
          caption={t('sellers.caption')}
          rows={answer?.data}
          loading={info.isFetching && !answer}
          rowKey={(e) => e._id}
          inModal
          noun={[t('reports:nouns.seller', { count: 1 }), t('reports:nouns.seller', { count: 2 })]}
          defaultSort={{ key: t('risk:sellers.sum'), direction: 'desc' }}
          empty={t('sellers.nobody')}
          totalsLabel={t('common:fields.total')}
          csv={{
            fileName: csvFileName(
              t('sellers.file'),
              pick ? `${pick.gameCategory}-${pick.number}` : '',
              draw.date,
            ),
          }}
          columns={[
            {
              header: t('common:fields.seller'),
              sortBy: (e) => e.name,
              cell: (e) => e.name,
              csv: (e) => e.name,
            },
            {
              header: t('common:fields.tickets'),
              numeric: true,
              sortBy: (e) => e.ticketCount,
              cell: (e) => e.ticketCount,
              total: tickets,
              csv: (e) => countCell(e.ticketCount),
              csvTotal: countCell(tickets),
            },
            {
              header: t('risk:sellers.sum'),
              numeric: true,
              sortBy: (e) => e.sum,
              cell: (e) => htg(e.sum),
              total: answer && htg(answer.pari),
              csv: (e) => e.sum,
              csvHeader: t('common:table.inHtg', { column: t('risk:sellers.sum') }),
              csvTotal: answer?.pari,
            },
          ]}
        />
      </Stack>
    </Modal>
  );
}
