import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The address's query for a search: every filter that holds a value (empty ones are left out). */
export function queryOf(search: object): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (typeof value === 'string' && value) query.set(key, value);
  return query;
}

/** One text per search, whatever the order of its keys and with empty filters left out: are two searches the same? */
export function searchKeyOf(search: object): string {
  const query = queryOf(search);
  query.sort();
  return query.toString();
}

/**
 * A screen's applied search, kept in the address (Sold tickets, Winning tickets, Sales reports):
 * a view bookmarked or shared opens as it was, and Back returns to the previous search. `read`
 * gives the search an address holds, its defaults where it says nothing; it must be a module's
 * function (a stable one), so the search is read again only when the address changes.
 */
export function useUrlSearch<T extends object>(read: (params: URLSearchParams) => T) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => read(new URLSearchParams(query)), [read, query]);
  const setSearch = (next: T) => setParams(queryOf(next));
  return [search, setSearch] as const;
}
