import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** The one cache of server state; cleared whenever the session changes hands. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 10_000,
      // A 4xx will not get better by asking again.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

/**
 * What a 401 does once the api client has forgotten the session: nothing the
 * last user fetched stays in the cache for the next one, then back to sign-in.
 */
export function endSessionWith(client: QueryClient, navigate: (to: string) => void) {
  return () => {
    client.clear();
    navigate('/auth/signin');
  };
}
