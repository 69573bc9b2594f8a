import { createQueryClient } from '../../lib/query-client.ts';

/** The point of sale's cache of server state: no toasts, each screen says what failed. */
export const queryClient = createQueryClient();
