import { Button, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { sumHtg } from '@tiraj/domain';
import type { CorrectedPayout } from '@tiraj/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { displayDate, htg } from '../../lib/format.ts';
import { useCorrectedPayouts } from '../../lib/queries/corrected-payouts.ts';
import { SettleModal } from '../../components/corrected-payouts/settle-modal.tsx';

/**
 * The Caisse's "paid, result corrected" (issue 38): cash handed over under a result since
 * corrected, and what is still unexplained, apart from the sellers' rows: the cash came back
 * (or not) to the office, not to a seller's drawer, so the sellers' dues and balances stay.
 * Shown only while some is outstanding, or owed back to a customer (a later correction gave the
 * win back after a recovery).
 */
export function CorrectedPayoutsSection() {
  const { t } = useTranslation(['reports', 'common']);
  const list = useCorrectedPayouts();
  const [open, setOpen] = useState<string | null>(null);
  const rows = list.data?.filter((c) => c.outstanding > 0 || c.owedBack > 0);
  if (!rows?.length) return null;
  const money = (
    header: string,
    value: (r: CorrectedPayout) => number,
    red = false,
  ): Column<CorrectedPayout> => ({
    header,
    numeric: true,
    sortBy: value,
    csv: value,
    cell: (r) => (
      <Text span inherit c={red && value(r) > 0 ? 'red.7' : undefined}>
        {htg(value(r))}
      </Text>
    ),
    total: htg(sumHtg(rows.map(value))),
  });
  const columns: Column<CorrectedPayout>[] = [
    {
      header: t('common:fields.ticketId'),
      nowrap: true,
      cell: (r) => r.ticketId,
      csv: (r) => r.ticketId,
    },
    {
      header: t('common:fields.date'),
      sortBy: (r) => r.date,
      cell: (r) => displayDate(r.date),
      csv: (r) => ({ date: r.date }),
    },
    {
      header: t('common:fields.lottery'),
      cell: (r) => r.lotteryCategoryName,
      csv: (r) => r.lotteryCategoryName,
    },
    {
      header: t('common:fields.seller'),
      cell: (r) => r.seller.userName,
      csv: (r) => r.seller.userName,
    },
    money(t('payout.cash'), (r) => r.paidOut),
    money(t('correctedPayouts.wonNow'), (r) => r.wonNow),
    money(t('correctedPayouts.recoveredColumn'), (r) => r.recovered),
    money(t('correctedPayouts.writtenOff'), (r) => r.writtenOff),
    money(t('correctedPayouts.outstanding'), (r) => r.outstanding, true),
    ...(rows.some((r) => r.returned > 0 || r.owedBack > 0)
      ? [
          money(t('correctedPayouts.returned'), (r) => r.returned),
          money(t('correctedPayouts.owedBack'), (r) => r.owedBack, true),
        ]
      : []),
    {
      header: t('common:fields.actions'),
      actions: true,
      cell: (r) => (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconScale size={16} />}
          aria-label={`${t('correctedPayouts.settle')} ${r.ticketId}`}
          onClick={() => setOpen(r.ticketId)}
        >
          {t('correctedPayouts.settle')}
        </Button>
      ),
    },
  ];
  return (
    <section data-testid="corrected-payouts" data-no-print>
      <Title order={2} size="h4" mt="xl" mb={4}>
        {t('payout.corrected')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" maw={900}>
        {t('correctedPayouts.cashUpNote')}
      </Text>
      <DataTable
        caption={t('payout.corrected')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r._id}
        noun={[t('nouns.ticket', { count: 1 }), t('nouns.ticket', { count: 2 })]}
        totalsLabel={t('common:fields.total')}
        csv={{ fileName: csvFileName(t('correctedPayouts.fileName')) }}
      />
      <SettleModal ticketId={open} onClose={() => setOpen(null)} />
    </section>
  );
}
