import { Title } from '@mantine/core';
import type { SupervisorOwed } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { htg } from '../../lib/format.ts';

/** Issue 38: what the bank owes each supervisor in commission for the day (the company's Caisse). */
export function SupervisorsOwed({ rows }: { rows: SupervisorOwed[] }) {
  const { t } = useTranslation(['reports', 'common']);
  const columns: Column<SupervisorOwed>[] = [
    { header: t('common:fields.supervisor'), sortBy: (r) => r.name, cell: (r) => r.name },
    {
      header: t('cashUpCredit.commission'),
      numeric: true,
      sortBy: (r) => r.commission,
      cell: (r) => htg(r.commission),
    },
  ];
  return (
    <section aria-labelledby="supervisors-owed" data-testid="supervisors-owed">
      <Title order={3} size="h4" mt="lg" mb="xs" id="supervisors-owed">
        {t('cashUpCredit.supervisorsTitle')}
      </Title>
      <DataTable
        caption={t('cashUpCredit.supervisorsTitle')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r._id}
        empty={t('cashUpCredit.supervisorsEmpty')}
      />
    </section>
  );
}
