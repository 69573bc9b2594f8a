import { errorTitle, messageOf, toast } from '../../lib/toast.ts';
import { useBroadcast } from './api.ts';
import { Composer, formOf } from './composer.tsx';

/** One message to every seller of the company. */
export function BroadcastBar() {
  const broadcast = useBroadcast();
  return (
    <Composer
      label="Broadcast to every seller"
      submitLabel="Broadcast Message"
      pendingLabel="Broadcasting Message..."
      pending={broadcast.isPending}
      onSend={(draft) =>
        broadcast.mutateAsync(formOf(draft)).catch((error: unknown) => {
          toast.error({ text: errorTitle('broadcastMessage', { detail: messageOf(error) }) });
          throw error;
        })
      }
    />
  );
}
