import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddRemittanceBody,
  MoneySettingsAnswer,
  RemittanceAnswer,
  ReverseRemittanceBody,
  SellerList,
  SellerStatementAnswer,
} from '@tiraj/domain/contracts';
import { get, patch, post, query } from '../../lib/api-client.ts';
import { cashUpKey, type CashUpReader } from '../../lib/queries/cash-up.ts';
import { sellersKey } from '../../lib/queries/sellers.ts';
import { SHORT } from '../../lib/toast.ts';

export { fetchCashUp, useCashUp, type CashUpReader } from '../../lib/queries/cash-up.ts';

/** Records cash from (or to) a seller; the cash-up and the sellers' balances are read again. */
export function useAddRemittance(reader: CashUpReader) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'recordRemittance', errorAutoClose: SHORT },
    mutationFn: (body: AddRemittanceBody) =>
      post<RemittanceAnswer>(`/${reader}/addremittance`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: cashUpKey(reader) });
      void client.invalidateQueries({ queryKey: sellersKey(reader) });
    },
  });
}

/** The settings form's body: each of the company's money settings, sent to its own route. */
export interface MoneySettingsBody {
  commissionPercent: number;
  supervisorCommissionPercent: number;
  sellerPayoutLimit: number | null;
  defaultCreditLimit: number | null;
}

/** Saves the company's money settings (three routes, each audited); the sellers' list holds them. */
export function useUpdateMoneySettings() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'updateMoneySettings' },
    mutationFn: async (body: MoneySettingsBody) => {
      await patch<MoneySettingsAnswer>('/subadmin/updatecommission', {
        commissionPercent: body.commissionPercent,
        supervisorCommissionPercent: body.supervisorCommissionPercent,
      });
      await patch<MoneySettingsAnswer>('/subadmin/updatepayoutlimit', {
        sellerPayoutLimit: body.sellerPayoutLimit,
      });
      return patch<MoneySettingsAnswer>('/subadmin/updatecreditlimit', {
        defaultCreditLimit: body.defaultCreditLimit,
      });
    },
    onSuccess: ({ data }) =>
      client.setQueryData<SellerList>(sellersKey('subadmin'), (list) =>
        list ? { ...list, moneySettings: data } : list,
      ),
  });
}

const statementKey = (reader: CashUpReader, seller: string, from: string, to: string) => [
  'cash-up',
  reader,
  'statement',
  seller,
  from,
  to,
];

/** A seller's statement over a period: each day and entry with the running balance. */
export function useSellerStatement(reader: CashUpReader, seller: string, from: string, to: string) {
  return useQuery({
    queryKey: statementKey(reader, seller, from, to),
    queryFn: ({ signal }) =>
      get<SellerStatementAnswer>(
        `/${reader}/getsellerstatement${query({ seller, fromDate: from, toDate: to })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'fetchCashUp' },
  });
}

/** Reverses a ledger entry (never edited): the cash-up, statements and balances are read again. */
export function useReverseRemittance(reader: CashUpReader) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorTitle: 'reverseRemittance', errorAutoClose: SHORT },
    mutationFn: ({ id, body }: { id: string; body: ReverseRemittanceBody }) =>
      post<RemittanceAnswer>(`/${reader}/reverseremittance/${id}`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: cashUpKey(reader) });
      void client.invalidateQueries({ queryKey: sellersKey(reader) });
    },
  });
}
