import { Button, Group, Text } from '@mantine/core';
import { IconCash, IconPrinter, IconReceipt } from '@tabler/icons-react';
import type { CashUpRow, Remittance } from '@tiraj/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { NameSearch } from '../../components/name-search.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PrintHeading } from '../../components/print-sheet.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { branchNameOf, useBranchOptions } from '../../lib/queries/branches.tsx';
import { amount, displayDate, htg, today } from '../../lib/format.ts';
import { CorrectedPayoutsSection } from './corrected-payouts-section.tsx';
import { useNameFilter } from '../../lib/use-name-filter.ts';
import { useCashUp, type CashUpReader } from './api.ts';
import { cashUpFigureCell, refusedSalesCell } from './cash-up-csv.ts';
import { CashUpSlipModal } from './cash-up-slip-modal.tsx';
import { creditColumn } from './credit-column.tsx';
import { SupervisorsOwed } from './supervisors-owed.tsx';
import { MoneySettingsModal } from './money-settings-modal.tsx';
import { ReceiptModal } from './receipt-modal.tsx';
import { RemittanceModal } from './remittance-modal.tsx';
import './cash-up.css';
import { StatementModal } from './statement-modal.tsx';
import { useCan } from '../../lib/use-can.ts';

type Figure = 'sales' | 'commission' | 'payouts' | 'due' | 'remitted' | 'balance';
const FIGURES: Figure[] = ['sales', 'commission', 'payouts', 'due', 'remitted', 'balance'];

/**
 * Cash-up (Caisse / Kès): one operator day, one row per seller of the reader: what it sold,
 * kept, paid out and owes for the day, what it handed in, and its balance at the end of the day.
 * Record cash from a row, or print its 80 mm slip; Print hands the table to the browser's print.
 */
function CashUp({ reader }: { reader: CashUpReader }) {
  const { t, i18n } = useTranslation(['reports', 'common']);
  const [date, setDate] = useState(today);
  // Issue 39: one branch's sellers (the company's cash-up); empty: every seller.
  const [branch, setBranch] = useState('');
  const branches = useBranchOptions(reader);
  const cashUp = useCashUp(reader, date, branch || undefined);
  // Cash is recorded today: the balance to collect is today's, whatever day is looked at (the
  // same query when that day is today).
  const now = useCashUp(reader, today(), branch || undefined);
  const owesNow = new Map(now.data?.data.map((r) => [r.sellerId, r.balance]));
  const [statementOf, setStatementOf] = useState<{ _id: string; userName: string } | null>(null);
  const [receipt, setReceipt] = useState<{ entry: Remittance; balance?: number } | null>(null);
  const [slipOf, setSlipOf] = useState<CashUpRow | null>(null);
  // Issue 39: only a role that takes cash records it (an auditor reads the Caisse).
  const mayCash = useCan('cash');
  const totals = cashUp.data?.totals;
  // Issue 38: the whole day's list comes at once, so the search by name filters it here.
  const { needle, setNeedle, found } = useNameFilter(cashUp.data?.data, (r) => r.sellerName);
  const columns: Column<CashUpRow>[] = [
    {
      header: t('common:fields.seller'),
      sortBy: (r) => r.sellerName,
      cell: (r) => r.sellerName,
      csv: (r) => r.sellerName,
    },
    ...FIGURES.map((key): Column<CashUpRow> => ({
      header: t(`cashUp.${key}`),
      numeric: true,
      sortBy: (r) => r[key],
      cell: (r) => amount(r[key]),
      csv: (r) => cashUpFigureCell(r[key]),
      total: totals ? amount(totals[key]) : undefined,
      csvTotal: totals ? cashUpFigureCell(totals[key]) : undefined,
    })),
    creditColumn(t, date < today()),
    {
      header: t('common:fields.actions'),
      actions: true,
      cell: (r) => (
        // They wrap rather than widen the row: on a phone card past its edge, in the table past
        // the screen, where the sideways scroll would hide the balance (Kreyòl is longest).
        <Group gap={4} wrap="wrap">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setStatementOf({ _id: r.sellerId, userName: r.sellerName })}
            aria-label={t('cashUp.statementFor', { name: r.sellerName })}
          >
            {t('cashUp.statement')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconReceipt size={14} />}
            onClick={() => setSlipOf(r)}
            aria-label={t('cashUp.slipFor', { name: r.sellerName })}
          >
            {t('cashUp.slip')}
          </Button>
          {mayCash && (
            <RemittanceModal
              reader={reader}
              seller={{
                _id: r.sellerId,
                userName: r.sellerName,
                balance: owesNow.get(r.sellerId) ?? r.balance,
              }}
              onRecorded={(answer) => setReceipt({ entry: answer.data, balance: answer.balance })}
              trigger={(open) => (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCash size={14} />}
                  onClick={open}
                  aria-label={t('cashUp.recordFor', { name: r.sellerName })}
                >
                  {t('cashUp.record')}
                </Button>
              )}
            />
          )}
        </Group>
      ),
    },
  ];
  return (
    <div className="cash-up print-page">
      <PrintHeading
        period={[displayDate(date), branchNameOf(branches, branch)].filter(Boolean).join(' · ')}
      />
      <PageHeader title={t('cashUp.title')}>
        <Group>
          {reader === 'subadmin' && <MoneySettingsModal />}
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('cashUp.print')}
          </Button>
        </Group>
      </PageHeader>
      <div data-no-print>
        <SearchForm
          singleDate
          initial={{ fromDate: date, toDate: date, branch }}
          branches={branches}
          loading={cashUp.isFetching}
          onSearch={(v) => {
            setDate(v.fromDate);
            setBranch(v.branch ?? '');
          }}
        />
      </div>
      <DataTable
        key={i18n.language}
        caption={t('cashUp.caption')}
        rows={found}
        paging="client"
        toolbar={
          <NameSearch label={t('cashUpCredit.search')} value={needle} onChange={setNeedle} />
        }
        loading={cashUp.isFetching}
        rowKey={(r) => r.sellerId}
        noun={[t('cashUp.nounOne'), t('cashUp.nounMany')]}
        defaultSort={{ key: t('common:fields.seller'), direction: 'asc' }}
        csv={{
          fileName: csvFileName(t('cashUp.fileName'), branchNameOf(branches, branch), date),
          // The credit column's refusals, as a count the spreadsheet adds up (issue 38).
          extra: [{ header: t('cashUpCredit.refusedHeader'), value: refusedSalesCell }],
        }}
        empty={
          needle.trim() && cashUp.data?.data.length
            ? t('cashUpCredit.noMatch', { needle: needle.trim() })
            : t('cashUp.empty')
        }
        totalsLabel={totals ? t('common:fields.total') : undefined}
        columns={columns}
      />
      {totals?.supervisorCommission !== undefined && (
        <Text mt="sm" data-testid="supervisor-commission">
          {t('cashUp.supervisorCommission', { amount: htg(totals.supervisorCommission) })}
        </Text>
      )}
      {/* Issue 38: the company accounts for cash paid out under a corrected result. */}
      {reader === 'subadmin' && <CorrectedPayoutsSection />}
      {cashUp.data?.supervisors && <SupervisorsOwed rows={cashUp.data.supervisors} />}
      {receipt && <ReceiptModal {...receipt} onClose={() => setReceipt(null)} />}
      {slipOf && <CashUpSlipModal row={slipOf} date={date} onClose={() => setSlipOf(null)} />}
      {statementOf && (
        <StatementModal
          reader={reader}
          seller={statementOf}
          date={date}
          opened
          onClose={() => setStatementOf(null)}
          onReceipt={(entry) => setReceipt({ entry })}
        />
      )}
    </div>
  );
}

export const SubadminCashUpPage = () => <CashUp reader="subadmin" />;
export const SupervisorCashUpPage = () => <CashUp reader="supervisor" />;
