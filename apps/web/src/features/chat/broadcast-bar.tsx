import { useTranslation } from 'react-i18next';
import { useBroadcast } from './api.ts';
import { Composer, formOf } from './composer.tsx';

/** One message to every seller of the company. */
export function BroadcastBar() {
  const broadcast = useBroadcast();
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Composer
      label={t('chat.broadcastLabel')}
      submitLabel={t('chat.broadcast')}
      pendingLabel={t('chat.broadcasting')}
      pending={broadcast.isPending}
      // A failure keeps the draft; its toast is the mutation's (api.ts).
      onSend={(draft) => broadcast.mutateAsync(formOf(draft))}
    />
  );
}
