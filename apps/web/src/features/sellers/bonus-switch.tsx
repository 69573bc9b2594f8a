import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useUpdateBonus } from './api.ts';
import { useCan } from '../../lib/use-can.ts';

/** The company's bonus: free MRG lines on tickets of 50, 250 and 1000 HTG (ARCHITECTURE.md §6b). */
export function BonusSwitch({ bonusFlag }: { bonusFlag: boolean | undefined }) {
  // Issue 39: shown to every role, changed only by one whose job it is ('rules').
  const may = useCan('rules');
  const { t } = useTranslation(['company', 'common']);
  const update = useUpdateBonus();
  return (
    <Switch
      label={t('sellers.bonus')}
      description={t('sellers.bonusHint')}
      checked={update.isPending ? !!update.variables : !!bonusFlag}
      disabled={!may || bonusFlag === undefined || update.isPending}
      onChange={(event) =>
        update.mutate(event.currentTarget.checked, {
          onSuccess: ({ bonusFlag: on }) => toast.success(on ? 'bonusOn' : 'bonusOff'),
        })
      }
    />
  );
}
