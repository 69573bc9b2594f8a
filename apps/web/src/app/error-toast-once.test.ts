import { QueryCache, QueryClient } from '@tanstack/react-query';
import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { toastQueryError } from './error-toasts.ts';

// Sale Details asks three views of one search; when the server fails, all three fail together.
describe('one failure seen by several queries', () => {
  it('is one toast while it is on screen; another failure is its own toast', async () => {
    const client = new QueryClient({
      queryCache: new QueryCache({ onError: toastQueryError }),
      defaultOptions: { queries: { retry: false } },
    });
    const fail = (key: string, message: string) =>
      client
        .fetchQuery({
          queryKey: [key],
          queryFn: () => Promise.reject(new Error(message)),
          meta: { errorTitle: 'sellDetails' },
        })
        .catch(() => undefined);

    await Promise.all([fail('groups', 'Database down'), fail('games', 'Database down')]);
    await fail('lotteries', 'Database down');
    const shown = () => notificationsStore.getState().notifications.map((n) => n.message);
    expect(shown()).toEqual(['Database down']);

    await fail('groups', 'Seller not found');
    expect(shown()).toEqual(['Database down', 'Seller not found']);
  });
});
