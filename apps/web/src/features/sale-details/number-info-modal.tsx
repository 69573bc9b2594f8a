import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LimitInfo, NumberInfoEntry } from '@tiraj/domain/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { countCell, csvFileName } from '../../lib/csv.ts';
import { LoadError } from '../../components/load-error.tsx';
import { displayDate, htg } from '../../lib/format.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useNumberInfo, type DetailsReader, type NumberSearch } from './api.ts';

export interface NumberChoice extends NumberSearch {
  lotteryName: string;
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** Which limit binds, in the screen's words: the company's (All), or a supervisor's or seller's by name. */
export function bindingScopeLabel(
  limit: NonNullable<LimitInfo>,
  t: TFunction<['reports', 'common']>,
): string {
  if (limit.scope === 'all') return t('numberInfo.companyAll');
  const name = limit.owner?.userName ?? '';
  const key =
    limit.scope === 'supervisor' ? 'numberInfo.supervisorNamed' : 'numberInfo.sellerNamed';
  return t(key, { name }).trim();
}

/**
 * Who bet on one number: the limit that binds (the one a sale would meet first),
 * what was sold under it, what it can still take, the amount bet by the sellers
 * shown (Pari) and one row per seller. A subadmin's failure is silent
 * (SPEC.md §8), so it is said inside the modal; a supervisor's gets a toast.
 */
export function NumberInfoModal({
  reader,
  choice,
  onClose,
}: {
  reader: DetailsReader;
  choice: NumberChoice | null;
  onClose: () => void;
}) {
  const info = useNumberInfo(
    reader,
    choice && {
      seller: choice.seller,
      lotteryCategoryName: choice.lotteryCategoryName,
      fromDate: choice.fromDate,
      gameCategory: choice.gameCategory,
      gameNumber: choice.gameNumber,
    },
  );
  const phone = usePhone();
  const { t } = useTranslation(['reports', 'common']);
  const answer = info.data;
  const tickets = (answer?.data ?? []).reduce((n, e) => n + e.ticketCount, 0);
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={choice ? `${choice.gameCategory} ${choice.gameNumber}` : ''}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {choice && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact
              label={t('numberInfo.limit')}
              testId="number-limit"
              value={
                !answer
                  ? '…'
                  : answer.limitInfo
                    ? htg(answer.limitInfo.limitsButs)
                    : t('numberInfo.noLimit')
              }
            />
            <Fact
              label={t('numberInfo.bindingLimit')}
              testId="number-binding"
              value={
                !answer ? '…' : answer.limitInfo ? bindingScopeLabel(answer.limitInfo, t) : '—'
              }
            />
            <Fact
              label={t('numberInfo.soldUnder')}
              testId="number-sold"
              value={!answer ? '…' : answer.limitInfo ? htg(answer.limitInfo.sold) : '—'}
            />
            <Fact
              label={t('numberInfo.pari')}
              testId="number-pari"
              value={answer ? htg(answer.pari) : '…'}
            />
            <Fact
              label={t('numberInfo.available')}
              testId="number-available"
              value={!answer ? '…' : answer.available === null ? '—' : htg(answer.available)}
            />
            <Fact label={t('common:fields.date')} value={displayDate(choice.fromDate)} />
            <Fact label={t('common:fields.lottery')} value={choice.lotteryName} />
            <Fact label={t('common:fields.game')} value={choice.gameCategory} />
          </SimpleGrid>
          {info.isError && reader === 'subadmin' && (
            <LoadError what={t('loadWhat.numberBets')} error={info.error} onRetry={info.refetch} />
          )}
          <DataTable<NumberInfoEntry>
            caption={t('numberInfo.caption')}
            rows={answer?.data}
            loading={info.isFetching && !answer}
            busy={info.isFetching && !!answer}
            rowKey={(e) => e._id}
            inModal
            noun={[t('nouns.seller', { count: 1 }), t('nouns.seller', { count: 2 })]}
            // Sorted here, by a column's header: the header in the screen's language.
            defaultSort={{ key: t('common:fields.seller'), direction: 'asc' }}
            empty={t('numberInfo.nobody')}
            totalsLabel={t('common:fields.total')}
            csv={{
              fileName: csvFileName(
                t('saleDetails.numberInfoFile'),
                choice.gameCategory,
                choice.gameNumber,
                choice.fromDate,
              ),
            }}
            columns={[
              {
                header: t('common:fields.seller'),
                sortBy: (e) => e.name,
                cell: (e) => e.name,
                csv: (e) => e.name,
              },
              // Always the caller's own company (the shell says it): a phone's cards leave it out.
              {
                header: t('common:fields.company'),
                inCard: false,
                cell: (e) => e.company,
                csv: (e) => e.company,
              },
              {
                header: t('common:fields.tickets'),
                numeric: true,
                sortBy: (e) => e.ticketCount,
                cell: (e) => e.ticketCount,
                csv: (e) => countCell(e.ticketCount),
                csvTotal: countCell(tickets),
                total: tickets,
              },
              {
                header: t('saleDetails.sum'),
                numeric: true,
                sortBy: (e) => e.sum,
                cell: (e) => htg(e.sum),
                csv: (e) => e.sum,
                csvHeader: t('common:table.inHtg', { column: t('saleDetails.sum') }),
                csvTotal: answer?.pari,
                total: answer && htg(answer.pari),
              },
            ]}
          />
        </Stack>
      )}
    </Modal>
  );
}
