import { describe, expect, it } from 'vitest';
import { searchFromUrl } from './ticket-search-params.ts';

describe("a ticket screen's search from its address", () => {
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
  ];
  it.each(cases)('%s', (_, query, expected) =>
    expect(searchFromUrl(new URLSearchParams(query))).toEqual(expected),
  );
});
