import { Select, Text } from '@mantine/core';
import { AUDIT_ACTION_KINDS } from '@tiraj/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ALL, SearchForm } from '../../components/search-form.tsx';
import { DEFAULT_PAGE_SIZE } from '../../components/table-pager.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { today } from '../../lib/format.ts';
import {
  fetchWholeJournal,
  useJournal,
  useJournalPeople,
  type JournalReader,
  type JournalSearch,
} from './api.ts';
import { useJournalColumns, useJournalWords } from './journal-columns.tsx';
import { journalCsv } from './journal-csv.ts';

/**
 * The Journal (issues 29, 38): who changed what, from what, when, and why; a person and an action
 * to narrow it; paged by the server; the whole search as CSV.
 */
function JournalPage({ reader }: { reader: JournalReader }) {
  const { t } = useTranslation(['reports', 'common']);
  const [search, setSearch] = useState<JournalSearch>({
    fromDate: today(),
    toDate: today(),
    actor: ALL,
    action: ALL,
  });
  const [action, setAction] = useState<string>(ALL);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const journal = useJournal(reader, search, paging);
  const people = useJournalPeople(reader);
  const columns = useJournalColumns();
  const words = useJournalWords();
  const actions = [
    { value: ALL, label: t('journal.allActions') },
    ...AUDIT_ACTION_KINDS.map((kind) => ({ value: kind, label: t(`journal.actions.${kind}`) })),
  ];

  return (
    <>
      <PageHeader title={t('journal.title')} />
      <Text size="sm" c="dimmed" mb="md" maw={900}>
        {t('journal.note')}
      </Text>
      <SearchForm
        sellers={(people.data ?? []).map((p) => ({
          value: p._id,
          label: p.role ? `${p.userName} (${t(`journal.roles.${roleKey(p.role)}`)})` : p.userName,
        }))}
        sellerLabel={t('journal.person')}
        initial={search}
        loading={journal.isFetching}
        onSearch={(values) => {
          setSearch({
            fromDate: values.fromDate,
            toDate: values.toDate,
            actor: values.seller,
            action,
          });
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      >
        <Select
          label={t('journal.action')}
          data={actions}
          value={action}
          onChange={(v) => setAction(v ?? ALL)}
          allowDeselect={false}
          searchable
        />
      </SearchForm>
      <DataTable
        caption={t('journal.caption')}
        columns={columns}
        rows={journal.data?.data}
        rowKey={(r) => r._id}
        loading={journal.isPending}
        busy={journal.isPlaceholderData}
        empty={t('journal.empty')}
        noun={[t('journal.nouns.one'), t('journal.nouns.other')]}
        paging={{
          ...paging,
          total: journal.data?.total ?? 0,
          onPage: (page) => setPaging((p) => ({ ...p, page })),
          onPageSize: (pageSize) => setPaging({ page: 1, pageSize }),
        }}
        rowProps={(r) => ({ 'data-action': r.action })}
        csv={{
          fileName: csvFileName(t('journal.file'), search.fromDate, search.toDate),
          all: () => fetchWholeJournal(reader, search),
          extra: journalCsv(words),
        }}
      />
    </>
  );
}

const ROLES = ['admin', 'subadmin', 'supervisor', 'seller'] as const;
const roleKey = (role: string) =>
  (ROLES as readonly string[]).includes(role) ? (role as (typeof ROLES)[number]) : 'other';

/** The company's journal: everyone who appears in it to choose from (its owner, supervisors…). */
export const CompanyJournalPage = () => <JournalPage reader="subadmin" />;
export const PlatformJournalPage = () => <JournalPage reader="admin" />;
