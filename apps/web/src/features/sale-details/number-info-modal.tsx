import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LimitInfo, NumberInfoEntry } from '@tiraj/domain/contracts';
import { DataTable } from '../../components/data-table.tsx';
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
export function bindingScopeLabel(limit: NonNullable<LimitInfo>): string {
  if (limit.scope === 'all') return 'Company (All)';
  const who = limit.owner?.userName ?? '';
  return `${limit.scope === 'supervisor' ? 'Supervisor' : 'Seller'} ${who}`.trim();
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
  const answer = info.data;
  const tickets = (answer?.data ?? []).reduce((n, e) => n + e.ticketCount, 0);
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={choice ? `${choice.gameCategory} ${choice.gameNumber}` : ''}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {choice && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Fact
              label="Limit"
              testId="number-limit"
              value={
                !answer ? '…' : answer.limitInfo ? htg(answer.limitInfo.limitsButs) : 'No limit'
              }
            />
            <Fact
              label="Binding limit"
              testId="number-binding"
              value={!answer ? '…' : answer.limitInfo ? bindingScopeLabel(answer.limitInfo) : '—'}
            />
            <Fact
              label="Sold under it"
              testId="number-sold"
              value={!answer ? '…' : answer.limitInfo ? htg(answer.limitInfo.sold) : '—'}
            />
            <Fact label="Pari" testId="number-pari" value={answer ? htg(answer.pari) : '…'} />
            <Fact
              label="Available"
              testId="number-available"
              value={!answer ? '…' : answer.available === null ? '—' : htg(answer.available)}
            />
            <Fact label="Date" value={displayDate(choice.fromDate)} />
            <Fact label="Lottery" value={choice.lotteryName} />
            <Fact label="Game" value={choice.gameCategory} />
          </SimpleGrid>
          {info.isError && reader === 'subadmin' && (
            <LoadError what="who bet on this number" error={info.error} onRetry={info.refetch} />
          )}
          <DataTable<NumberInfoEntry>
            caption="Sellers who bet on this number"
            rows={answer?.data}
            loading={info.isFetching && !answer}
            busy={info.isFetching && !!answer}
            rowKey={(e) => e._id}
            inModal
            noun={['seller', 'sellers']}
            defaultSort={{ key: 'Seller', direction: 'asc' }}
            empty="Nobody bet on this number."
            totalsLabel="Total"
            columns={[
              { header: 'Seller', sortBy: (e) => e.name, cell: (e) => e.name },
              // Always the caller's own company (the shell says it): a phone's cards leave it out.
              { header: 'Company', inCard: false, cell: (e) => e.company },
              {
                header: 'Tickets',
                numeric: true,
                sortBy: (e) => e.ticketCount,
                cell: (e) => e.ticketCount,
                total: tickets,
              },
              {
                header: 'Price',
                numeric: true,
                sortBy: (e) => e.sum,
                cell: (e) => htg(e.sum),
                total: answer && htg(answer.pari),
              },
            ]}
          />
        </Stack>
      )}
    </Modal>
  );
}
