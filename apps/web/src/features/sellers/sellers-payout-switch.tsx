import { Switch } from '@mantine/core';
import { toast } from '../../lib/toast.ts';
import { useUpdateSellersPayout } from './api.ts';

/** Who may pay a winner at a point of sale: every seller of the company, or only the one who sold the ticket. */
export function SellersPayoutSwitch({ on }: { on: boolean | undefined }) {
  const update = useUpdateSellersPayout();
  return (
    <Switch
      label="Sellers may pay any winning ticket"
      description="Off: a seller pays only the tickets it sold"
      checked={update.isPending ? !!update.variables : !!on}
      disabled={on === undefined || update.isPending}
      onChange={(event) =>
        update.mutate(event.currentTarget.checked, {
          onSuccess: () => toast.success('sellersPayoutUpdated'),
        })
      }
    />
  );
}
