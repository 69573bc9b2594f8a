import { Select, Stack, Text } from '@mantine/core';
import { AUDIT_ACTION_KINDS, NO_REASON_GIVEN, type AuditRecord } from '@tiraj/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ALL, SearchForm } from '../../components/search-form.tsx';
import { DEFAULT_PAGE_SIZE } from '../../components/table-pager.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { displayDateTime, today } from '../../lib/format.ts';
import { useSellerOptions } from '../../lib/queries/sellers.ts';
import { readSession } from '../../lib/session.ts';
import { fetchWholeJournal, useJournal, type JournalReader, type JournalSearch } from './api.ts';
import { journalAtCell } from './journal-csv.ts';

/** The record fields named in the reader's language (others, technical, are shown as they are). */
const DETAIL_FIELDS = [
  'name',
  'reason',
  'total',
  'paid',
  'amount',
  'note',
  'userName',
  'paidOut',
  'ticketId',
  'kind',
  'seller',
  'reverses',
  'isActive',
  'bulk',
  'commissionPercent',
  'supervisorCommissionPercent',
  'sellerPayoutLimit',
  'creditLimit',
  'imei',
  'gameCategory',
  'number',
  'lotteryCategory',
  'date',
  'limit',
] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];
const isDetailField = (key: string): key is DetailField =>
  (DETAIL_FIELDS as readonly string[]).includes(key);

/**
 * A before or after as one line a person reads: `key: value` pairs, nested ones in braces; a
 * yes or no in the reader's words.
 */
export function detailText(
  value: unknown,
  label: (key: string) => string = (k) => k,
  yesNo: (yes: boolean) => string = String,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value !== 'object') return String(value);
  const text = (v: unknown) => detailText(v, label, yesNo);
  if (Array.isArray(value)) return value.map(text).join(', ');
  return Object.entries(value)
    .map(
      ([k, v]) =>
        `${label(k)}: ${v !== null && typeof v === 'object' && !Array.isArray(v) ? `{${text(v)}}` : text(v)}`,
    )
    .join('; ');
}

const REFUSALS = [
  'bad_credentials',
  'wrong_device',
  'user_inactive',
  'company_inactive',
  'throttled',
] as const;
const isRefusal = (reason: string): reason is (typeof REFUSALS)[number] =>
  (REFUSALS as readonly string[]).includes(reason);

function useColumns(): Column<AuditRecord>[] {
  const { t } = useTranslation(['reports', 'common']);
  const actionLabel = (kind: string) =>
    (AUDIT_ACTION_KINDS as readonly string[]).includes(kind)
      ? t(`journal.actions.${kind as (typeof AUDIT_ACTION_KINDS)[number]}`)
      : kind;
  const field = (key: string) => (isDetailField(key) ? t(`journal.fields.${key}`) : key);
  const yesNo = (yes: boolean) => t(yes ? 'common:choices.yes' : 'common:choices.no');
  // A refused sign-in's reason is one of a few codes, and "no reason given" the API's own words:
  // both said in the reader's language.
  const reasonOf = (r: AuditRecord) =>
    r.reason === NO_REASON_GIVEN
      ? t('journal.noReason')
      : r.reason && r.action.startsWith('sign-in.') && isRefusal(r.reason)
        ? t(`journal.refusals.${r.reason}`)
        : (r.reason ?? '');
  return [
    {
      header: t('journal.at'),
      cell: (r) => displayDateTime(r.at),
      nowrap: true,
      csv: journalAtCell,
    },
    {
      header: t('journal.person'),
      cell: (r) => r.actor.userName,
      csv: (r) => r.actor.userName,
    },
    {
      header: t('journal.action'),
      cell: (r) => actionLabel(r.action),
      csv: (r) => actionLabel(r.action),
    },
    {
      header: t('journal.target'),
      cell: (r) => r.target.id ?? '',
      nowrap: true,
      csv: (r) => r.target.id ?? '',
    },
    {
      header: t('journal.before'),
      cell: (r) => <Text size="xs">{detailText(r.before, field, yesNo)}</Text>,
      csv: (r) => detailText(r.before, field, yesNo),
    },
    {
      header: t('journal.after'),
      cell: (r) => <Text size="xs">{detailText(r.after, field, yesNo)}</Text>,
      csv: (r) => detailText(r.after, field, yesNo),
    },
    { header: t('journal.reason'), cell: reasonOf, csv: reasonOf },
    {
      header: t('journal.origin'),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="xs">{r.device ?? ''}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {r.address ?? ''}
          </Text>
        </Stack>
      ),
      csv: (r) => [r.device, r.address].filter(Boolean).join(' · '),
    },
  ];
}

/**
 * The Journal (issue 29): who did what and when, with the before and after and the reason; a
 * person and an action to narrow it; paged by the server; the whole search as CSV.
 */
function JournalPage({
  reader,
  people,
}: {
  reader: JournalReader;
  /** who the person filter offers; none: no person filter */
  people?: { value: string; label: string }[];
}) {
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
  const columns = useColumns();
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
        sellers={people}
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
        }}
      />
    </>
  );
}

/** The company's journal: its people to choose from are its owner (the one reading) and its sellers. */
export function CompanyJournalPage() {
  const sellers = useSellerOptions('subadmin');
  const me = readSession();
  const people = [
    ...(me ? [{ value: me.userId, label: me.userName }] : []),
    ...(sellers.data ?? []),
  ];
  return <JournalPage reader="subadmin" people={people} />;
}
export const PlatformJournalPage = () => <JournalPage reader="admin" />;
