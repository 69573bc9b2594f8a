import { Switch } from '@mantine/core';
import { toast } from '../../lib/toast.ts';
import { useUpdateBonus } from './api.ts';

/** The company's bonus: free MRG lines on tickets of 50, 250 and 1000 HTG (ARCHITECTURE.md §6b). */
export function BonusSwitch({ bonusFlag }: { bonusFlag: boolean | undefined }) {
  const update = useUpdateBonus();
  return (
    <Switch
      label="Bonus"
      description="Free MRG lines on tickets of 50, 250 or 1000 HTG"
      checked={update.isPending ? !!update.variables : !!bonusFlag}
      disabled={bonusFlag === undefined || update.isPending}
      onChange={(event) =>
        update.mutate(event.currentTarget.checked, {
          onSuccess: ({ bonusFlag: on }) => toast.success(on ? 'bonusOn' : 'bonusOff'),
        })
      }
    />
  );
}
