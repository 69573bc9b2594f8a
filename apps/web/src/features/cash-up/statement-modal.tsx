import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { addDays } from '@tiraj/domain';
import type { Remittance, StatementDay } from '@tiraj/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { PrintHeading, PrintSheet } from '../../components/print-sheet.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { amount, displayDate, displayDateTime, htg } from '../../lib/format.ts';
import { useSellerStatement, type CashUpReader } from './api.ts';
import { cashUpFigureCell, statementDayCell } from './cash-up-csv.ts';
import { ReverseModal } from './reverse-modal.tsx';

type Figure = 'sales' | 'commission' | 'payouts' | 'due' | 'remitted' | 'balance';
const FIGURES: Figure[] = ['sales', 'commission', 'payouts', 'due', 'remitted', 'balance'];

/**
 * A seller's statement (issue 26): from one day to another, each day's figures with the running
 * balance, and every ledger entry with who recorded it; an entry not yet reversed can be.
 */
export function StatementModal(props: {
  reader: CashUpReader;
  seller: { _id: string; userName: string };
  date: string;
  opened: boolean;
  onClose: () => void;
  /** print an entry's receipt */
  onReceipt: (entry: Remittance) => void;
}) {
  const { reader, seller, date, opened, onClose, onReceipt } = props;
  const { t } = useTranslation(['reports', 'common']);
  const [range, setRange] = useState({ fromDate: addDays(date, -6), toDate: date });
  const statement = useSellerStatement(reader, seller._id, range.fromDate, range.toDate);
  const data = statement.data?.data;
  const columns: Column<StatementDay>[] = [
    {
      header: t('common:fields.date'),
      nowrap: true,
      cell: (d) => displayDate(d.date),
      csv: statementDayCell,
    },
    ...FIGURES.map((key): Column<StatementDay> => ({
      header: t(`cashUp.${key}`),
      numeric: true,
      cell: (d) => amount(d[key]),
      csv: (d) => cashUpFigureCell(d[key]),
    })),
  ];
  const entries = (data?.days ?? []).flatMap((d) => d.entries);
  const title = t('cashUp.statementTitle', { name: seller.userName });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={title}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <PrintSheet format="a4" testId="statement-sheet">
        <Stack>
          <PrintHeading
            title={title}
            period={`${displayDate(range.fromDate)} – ${displayDate(range.toDate)}`}
          />
          <div data-no-print>
            <SearchForm
              initial={range}
              loading={statement.isFetching}
              onSearch={(v) => setRange({ fromDate: v.fromDate, toDate: v.toDate })}
            />
          </div>
          <Group justify="space-between">
            <Text size="sm">
              {t('cashUp.openingBalance')} <strong>{htg(data?.openingBalance ?? 0)}</strong>
            </Text>
            <Text size="sm" data-testid="statement-closing">
              {t('cashUp.closingBalance')} <strong>{htg(data?.closingBalance ?? 0)}</strong>
            </Text>
          </Group>
          <DataTable
            inModal
            caption={t('cashUp.statementCaption')}
            rows={data?.days}
            loading={statement.isFetching}
            rowKey={(d) => d.date}
            empty={t('cashUp.noDay')}
            csv={{
              fileName: csvFileName(
                t('cashUp.statementFile', { name: seller.userName }),
                range.fromDate,
                range.toDate,
              ),
            }}
            columns={columns}
          />
          <Title order={5}>{t('cashUp.entries')}</Title>
          {entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('cashUp.noEntry')}
            </Text>
          ) : (
            <Stack gap={4}>
              {entries.map((e) => (
                <EntryLine key={e._id} reader={reader} entry={e} onReceipt={onReceipt} />
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('cashUp.print')}
            </Button>
          </Group>
        </Stack>
      </PrintSheet>
    </Modal>
  );
}

function EntryLine(props: {
  reader: CashUpReader;
  entry: Remittance;
  onReceipt: (entry: Remittance) => void;
}) {
  const { reader, entry, onReceipt } = props;
  const { t } = useTranslation('reports');
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="statement-entry">
      <Text size="sm">
        {displayDateTime(entry.createdAt)} · <strong>{t(`cashUp.kind.${entry.kind}`)}</strong>{' '}
        {htg(entry.amount)} · {entry.createdBy.userName}
        {entry.note && ` · ${entry.note}`}
        {entry.reversedBy && ` · ${t('cashUp.reversed')}`}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Button size="xs" variant="subtle" onClick={() => onReceipt(entry)}>
          {t('cashUp.receipt')}
        </Button>
        {entry.kind !== 'reversal' && !entry.reversedBy && (
          <ReverseModal
            reader={reader}
            entry={entry}
            trigger={(open) => (
              <Button size="xs" variant="subtle" color="red" onClick={open}>
                {t('cashUp.reverse')}
              </Button>
            )}
          />
        )}
      </Group>
    </Group>
  );
}
