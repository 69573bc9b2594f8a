import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useUpdateLotterySoftDevices } from './api.ts';
import { useCan } from '../../lib/use-can.ts';

/** Whether the company's sellers may sign in from LotterySoft's seller app (off by default). */
export function LotterySoftDevicesSwitch({ on }: { on: boolean | undefined }) {
  // Issue 39: shown to every role, changed only by one whose job it is ('settings').
  const may = useCan('settings');
  const { t } = useTranslation(['company', 'common']);
  const update = useUpdateLotterySoftDevices();
  return (
    <Switch
      label={t('sellers.lotterySoftDevices')}
      description={t('sellers.lotterySoftDevicesHint')}
      checked={update.isPending ? !!update.variables : !!on}
      disabled={!may || on === undefined || update.isPending}
      onChange={(event) =>
        update.mutate(event.currentTarget.checked, {
          onSuccess: ({ lotterySoftDevices }) =>
            toast.success(lotterySoftDevices ? 'lotterySoftDevicesOn' : 'lotterySoftDevicesOff'),
        })
      }
    />
  );
}
