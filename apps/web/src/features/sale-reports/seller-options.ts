import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/api-client.ts';

/** The part of the seller list (`GET …/getseller`, SPEC.md §7) the search forms need. */
interface SellerListAnswer {
  users: { _id: string; userName: string }[];
  companyName: string;
  bonusFlag: boolean;
}

export type SellerReader = 'subadmin' | 'supervisor';

/**
 * The caller's sellers as select options: the subadmin's company, or the
 * supervisor's own. Same key as the seller screens' list, so a seller added
 * there shows here without a reload. A failure leaves only "All" (SPEC.md §8:
 * fetching sellers is silent).
 */
export function useSellerOptions(reader: SellerReader) {
  const list = useQuery({
    queryKey: ['sellers', reader],
    queryFn: ({ signal }) =>
      get<SellerListAnswer>(
        reader === 'subadmin' ? '/subadmin/getseller' : '/supervisor/getSeller',
        signal,
      ),
  });
  return (list.data?.users ?? [])
    .map((u) => ({ value: u._id, label: u.userName }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
