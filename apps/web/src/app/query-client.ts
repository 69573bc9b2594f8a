import { createQueryClient } from '../lib/query-client.ts';
import { toastMutationError, toastQueryError } from './error-toasts.ts';

/** The dashboard's one cache of server state; cleared whenever the session changes hands. */
export const queryClient = createQueryClient({
  queries: { onError: toastQueryError },
  mutations: { onError: toastMutationError },
});
