import { QueryClient, MutationCache, QueryCache } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

type QueryCacheConfig = ConstructorParameters<typeof QueryCache>[0];
type MutationCacheConfig = ConstructorParameters<typeof MutationCache>[0];

/**
 * A cache of server state with the app's defaults. The dashboard passes its error toasts;
 * the point of sale passes none: it has no toasts (no Mantine) and says what failed on the screen.
 */
export function createQueryClient(
  onError: { queries?: QueryCacheConfig; mutations?: MutationCacheConfig } = {},
) {
  return new QueryClient({
    queryCache: new QueryCache(onError.queries),
    mutationCache: new MutationCache(onError.mutations),
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
}

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
