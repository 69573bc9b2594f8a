import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';

/** The part of the seller list answer (SPEC.md §7: users, companyName, bonusFlag) the search form needs. */
interface SellerListAnswer {
  users: { _id: string; userName: string }[];
}

/** The sellers the signed-in subadmin or supervisor may choose in the search form. */
export function useSellerOptions() {
  const path =
    readSession()?.userRole === 'supervisor' ? '/supervisor/getSeller' : '/subadmin/getseller';
  return useQuery({
    queryKey: ['sellers', 'options'],
    queryFn: ({ signal }) =>
      get<SellerListAnswer>(path, signal).then((a) =>
        a.users.map((u) => ({ value: u._id, label: u.userName })),
      ),
  });
}
