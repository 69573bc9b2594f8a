import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerCompanyAnswer } from '@tiraj/domain/contracts';
import { get } from '../../../lib/api-client.ts';
import { readDeviceSession } from '../device-session.ts';
import { keepAnswer, readKept } from '../kept/kept-answers.ts';

type SellerCompany = SellerCompanyAnswer['data'];

/**
 * GET /seller/company: the name, logo, address, phone and validity line printed on tickets, the
 * payout switch, the cancel window; kept on the device for the next opening (issue 37).
 */
export const fetchSellerCompany = async (signal?: AbortSignal) => {
  const { data } = await get<SellerCompanyAnswer>('/seller/company', signal);
  keepAnswer(readDeviceSession()?.userId, 'company', data);
  return data;
};

const keptCompany = () => readKept<SellerCompany>(readDeviceSession()?.userId, 'company');

export const sellerCompanyQuery = () =>
  queryOptions({
    queryKey: ['pos', 'seller-company'],
    queryFn: ({ signal }) => fetchSellerCompany(signal),
    // The first ticket after opening prints with the company's details, even without the server.
    initialData: () => keptCompany()?.value,
    // Dated as never fetched: asked again at every opening (the payout switch, the cancel
    // window may have changed), in the background.
    initialDataUpdatedAt: 0,
    // Changes rarely; a ticket prints without waiting for it again.
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useSellerCompany = () => useQuery(sellerCompanyQuery());
