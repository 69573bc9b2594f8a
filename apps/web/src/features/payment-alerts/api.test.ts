import { QueryClient } from '@tanstack/react-query';
import type { PaymentAlert } from '@tiraj/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubBrowser } from '../../test-support/browser-globals.ts';
import { paymentAlertsQuery } from '../../lib/queries/payment-alerts.ts';
import { withCreated } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const alert = (id: string, company = 'Banque'): PaymentAlert => ({
  _id: id,
  company,
  companyId: `${company}-id`,
  message: `alert ${id}`,
  date: '2026-11-30',
});

describe('the payment alerts query', () => {
  it("is cached per role: a company role is never served the admin's list", async () => {
    const calls = stubBrowser(({ url }) =>
      json(200, {
        success: true,
        data: url.startsWith('/api/admin/')
          ? [alert('all-1'), alert('all-2', 'Other')]
          : [alert('own')],
      }),
    );
    // The app's cache keeps data fresh for a while: a shared key would answer from it.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('userRole', 'admin');
    expect((await client.fetchQuery(paymentAlertsQuery())).map((a) => a._id)).toEqual([
      'all-1',
      'all-2',
    ]);
    sessionStorage.setItem('token', 't2');
    sessionStorage.setItem('userRole', 'subadmin');
    expect((await client.fetchQuery(paymentAlertsQuery())).map((a) => a._id)).toEqual(['own']);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/getpaymentalert',
      '/api/subadmin/getpaymentalert',
    ]);
  });

  it("reads a supervisor's alerts from its own path", () => {
    stubBrowser(() => json(200, { data: [] }));
    sessionStorage.setItem('token', 't');
    sessionStorage.setItem('userRole', 'Supervisor');
    expect(paymentAlertsQuery().queryKey).toEqual(['payment-alerts', 'supervisor']);
  });
});

describe('withCreated (SPEC.md §4: create appends)', () => {
  const cases: [string, PaymentAlert[] | undefined, string[] | undefined][] = [
    ['appends to the end', [alert('a'), alert('b')], ['a', 'b', 'new']],
    ['to an empty list', [], ['new']],
    ['leaves a list not loaded yet for its fetch', undefined, undefined],
  ];
  it.each(cases)('%s', (_name, list, ids) =>
    expect(withCreated(list, alert('new'))?.map((a) => a._id)).toEqual(ids),
  );
});
