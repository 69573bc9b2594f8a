import { describe, expect, it } from 'vitest';
import { queryOf } from './use-url-search.ts';
import { searchFromUrl, searchValuesFromUrl } from './search-url.ts';

describe("a screen's search from its address", () => {
  const cases: [string, string, ReturnType<typeof searchFromUrl>][] = [
    ['no query: the defaults stand', '', {}],
    [
      'a seller and a period',
      'seller=abc&fromDate=2026-11-01&toDate=2026-11-30',
      { seller: 'abc', fromDate: '2026-11-01', toDate: '2026-11-30' },
    ],
    [
      'From alone: that day',
      'fromDate=2026-11-05',
      { fromDate: '2026-11-05', toDate: '2026-11-05' },
    ],
    [
      'a reversed period: From alone',
      'fromDate=2026-11-05&toDate=2026-11-01',
      { fromDate: '2026-11-05', toDate: '2026-11-05' },
    ],
    ['a date that is not one', 'fromDate=soon&toDate=2026-11-01', {}],
    ['paid out', 'paidOut=yes', { paidOut: 'yes' }],
    ['an unknown paid-out value', 'paidOut=maybe', {}],
    ['a ticket ID as typed', 'ticketId=k7m42qxp', { ticketId: 'K7M4-2QXP' }],
    ['a ticket ID that cannot be one', 'ticketId=K7M4', {}],
    ['a lottery', 'lotteryCategoryName=abc', { lotteryCategoryName: 'abc' }],
  ];
  it.each(cases)('%s', (_, query, expected) =>
    expect(searchFromUrl(new URLSearchParams(query))).toEqual(expected),
  );
});

describe('a search written to the address and read back', () => {
  it('keeps every filter that holds a value, and leaves the empty ones out', () => {
    const search = {
      seller: 'abc',
      lotteryCategoryName: '',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      paidOut: 'no' as const,
    };
    const query = queryOf(search);
    expect(query.toString()).toBe('seller=abc&fromDate=2026-11-01&toDate=2026-11-30&paidOut=no');
    expect(searchFromUrl(query)).toEqual({
      seller: 'abc',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      paidOut: 'no',
    });
  });

  it('fills what the address does not say: every seller and lottery, the given day or today', () => {
    expect(searchValuesFromUrl(new URLSearchParams('fromDate=2026-11-05'))).toEqual({
      seller: '',
      lotteryCategoryName: '',
      fromDate: '2026-11-05',
      toDate: '2026-11-05',
    });
  });
});
