import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client.ts';
import { isNetworkError, reportCall } from '../lib/network-status.ts';

/** The point of sale's cache of server state: no toasts, each screen says what failed. */
export const queryClient = createQueryClient();

// TanStack Query assumes online until an event says otherwise: an app opened offline would spin.
onlineManager.setOnline(navigator.onLine);

// Every screen's queries tell the banner too, without each screen knowing about it.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated') return;
  if (event.action.type === 'success') reportCall(true);
  else if (event.action.type === 'error') reportCall(!isNetworkError(event.action.error));
});
queryClient.getMutationCache().subscribe((event) => {
  if (event.type !== 'updated') return;
  if (event.action.type === 'success') reportCall(true);
  else if (event.action.type === 'error') reportCall(!isNetworkError(event.action.error));
});
