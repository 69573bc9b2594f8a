import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useUpdateSellersPayout } from './api.ts';
import { useCan } from '../../lib/use-can.ts';

/** Who may pay a winner at a point of sale: every seller of the company, or only the one who sold the ticket. */
export function SellersPayoutSwitch({ on }: { on: boolean | undefined }) {
  // Issue 39: shown to every role, changed only by one whose job it is ('rules').
  const may = useCan('rules');
  const { t } = useTranslation(['company', 'common']);
  const update = useUpdateSellersPayout();
  return (
    <Switch
      label={t('sellers.payAnyTicket')}
      description={t('sellers.payAnyTicketHint')}
      checked={update.isPending ? !!update.variables : !!on}
      disabled={!may || on === undefined || update.isPending}
      onChange={(event) =>
        update.mutate(event.currentTarget.checked, {
          onSuccess: () => toast.success('sellersPayoutUpdated'),
        })
      }
    />
  );
}
