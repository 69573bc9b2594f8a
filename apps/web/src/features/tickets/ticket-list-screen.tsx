import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PrintHeading } from '../../components/print-sheet.tsx';
import { SearchForm, type SearchValues } from '../../components/search-form.tsx';
import { displayDate } from '../../lib/format.ts';
import { branchNameOf } from '../../lib/queries/branches.tsx';
import { TicketIdFilter } from './ticket-id-filter.tsx';
import { TicketLinesModal } from './ticket-lines-modal.tsx';
import type { useTicketScreen } from './ticket-screen.ts';
import { TicketTable, type RowAction } from './ticket-table.tsx';

/** The words of one ticket screen: its heading, its table's caption and empty text, its file. */
export interface TicketScreenWords {
  title: string;
  caption: string;
  empty: string;
  /** the export's file name begins with it */
  file: string;
}

interface Props {
  screen: ReturnType<typeof useTicketScreen>;
  words: TicketScreenWords;
  /** the screen's own filters, before the ticket ID */
  filters?: ReactNode;
  /** one of the screen's own filters differs from the search shown */
  filtersPending?: boolean;
  /** the search with the screen's own filters (the shared values alone unless told) */
  onSearch?: (values: SearchValues) => void;
  withCompany?: boolean;
  withPaid?: boolean;
  action?: RowAction;
  /** the lines' dialog shows what each line won */
  showWins?: boolean;
  /** the screen's own dialogs */
  children?: ReactNode;
}

/**
 * Sold, Deleted and Winning tickets: the heading, the sellers' load error (SPEC.md §8: fetching
 * sellers fails silently, so the page says so instead of a toast), the search with a ticket ID,
 * one page of tickets, and the lines of the ticket opened. Print: the page shown, on A4, headed
 * with the company and the period searched (print.css).
 */
export function TicketListScreen({
  screen,
  words,
  filters,
  filtersPending,
  onSearch,
  ...rest
}: Props) {
  const { t } = useTranslation(['reports', 'common']);
  const { withCompany, withPaid, action, showWins, children } = rest;
  const { fromDate, toDate } = screen.initial;
  return (
    <div className="print-page">
      <PrintHeading
        period={[
          `${displayDate(fromDate)} – ${displayDate(toDate)}`,
          branchNameOf(screen.branchOptions, screen.search.branch),
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      <PageHeader title={words.title}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('print.action')}
        </Button>
      </PageHeader>
      {screen.sellers.isError && (
        <LoadError
          what={t('loadWhat.sellers')}
          error={screen.sellers.error}
          onRetry={() => screen.sellers.refetch()}
        />
      )}
      <div data-no-print>
        <SearchForm
          sellers={screen.sellerOptions}
          branches={screen.branchOptions}
          lotteries={screen.lotteryOptions}
          applied={screen.initial}
          pending={screen.idPending || Boolean(filtersPending)}
          loading={screen.tickets.isFetching}
          onSearch={onSearch ?? ((values) => screen.setSearch(values))}
        >
          {filters}
          <TicketIdFilter {...screen.idFilter} />
        </SearchForm>
      </div>
      <TicketTable
        caption={words.caption}
        rows={screen.tickets.data?.data}
        loading={screen.tickets.isPending}
        busy={screen.tickets.isPlaceholderData}
        empty={words.empty}
        paging={screen.table}
        sort={screen.sort}
        onSort={screen.onSort}
        onOpen={screen.setOpened}
        csv={screen.csv(words.file)}
        withCompany={withCompany}
        withPaid={withPaid}
        action={action}
      />
      <TicketLinesModal
        ticket={screen.opened}
        showWins={showWins}
        action={action}
        onClose={() => screen.setOpened(null)}
      />
      {children}
    </div>
  );
}
