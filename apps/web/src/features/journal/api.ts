import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AUDIT_PAGE_SIZE_MAX,
  type AuditLogPage,
  type AuditLogPeople,
  type AuditRecord,
} from '@tiraj/domain/contracts';
import { get, query } from '../../lib/api-client.ts';

/** Whose journal: the company's (its subadmin) or the platform's (the admin). */
export type JournalReader = 'subadmin' | 'admin';

export interface JournalSearch {
  fromDate: string;
  toDate: string;
  /** a person's id; '' for everyone */
  actor: string;
  /** one kind of action; '' for every kind */
  action: string;
}

const path = (reader: JournalReader) => `/${reader}/getauditlog`;

function fetchPage(
  reader: JournalReader,
  search: JournalSearch,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  return get<AuditLogPage>(
    `${path(reader)}${query({ ...search, page: String(page), pageSize: String(pageSize) })}`,
    signal,
  );
}

/** One page of the journal, paged by the server; the previous page stays while the next comes. */
export function useJournal(
  reader: JournalReader,
  search: JournalSearch,
  paging: { page: number; pageSize: number },
) {
  return useQuery({
    queryKey: ['journal', reader, search, paging],
    queryFn: ({ signal }) => fetchPage(reader, search, paging.page, paging.pageSize, signal),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'fetchJournal' },
  });
}

/** Every record of the search, for the CSV: page after page of the largest size. */
export async function fetchWholeJournal(
  reader: JournalReader,
  search: JournalSearch,
): Promise<AuditRecord[]> {
  const rows: AuditRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage(reader, search, page, AUDIT_PAGE_SIZE_MAX);
    rows.push(...answer.data);
    if (answer.data.length === 0 || rows.length >= answer.total) return rows;
  }
}

/** Everyone who appears in the journal (its owner, supervisors, sellers, the admin): the person filter. */
export function useJournalPeople(reader: JournalReader) {
  return useQuery({
    queryKey: ['journal', reader, 'people'],
    queryFn: ({ signal }) => get<AuditLogPeople>(`/${reader}/getauditlogpeople`, signal),
    select: (answer) => answer.data,
    meta: { errorTitle: 'fetchJournal' },
  });
}
