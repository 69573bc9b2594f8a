import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as { title: string; message: unknown; autoClose: unknown }[]);
vi.mock('../lib/toast.ts', () => ({
  messageOf: (e: unknown) => (e instanceof Error ? e.message : 'serverError'),
  // The title stays a catalogue key until the toast shows it in the screen's language.
  errorTitle: (key: string) => `title:${key}`,
  toast: {
    error: (title: string, message: unknown, autoClose: unknown) =>
      shown.push({ title, message, autoClose }),
  },
}));

const { toastMutationError, toastQueryError } = await import('./error-toasts.ts');
const { ApiError } = await import('../lib/api-client.ts');

function client() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastQueryError }),
    mutationCache: new MutationCache({ onError: toastMutationError }),
    defaultOptions: { queries: { retry: false } },
  });
}

describe('error toasts raised by the cache', () => {
  it("toasts a failed query once, with its meta's title and duration", async () => {
    shown.length = 0;
    await client()
      .fetchQuery({
        queryKey: ['sellers'],
        queryFn: () => Promise.reject(new Error('Database down')),
        meta: { errorTitle: 'fetchSellerInfo', errorAutoClose: 3000 },
      })
      .catch(() => undefined);
    expect(shown).toEqual([
      { title: 'fetchSellerInfo', message: 'Database down', autoClose: 3000 },
    ]);
  });

  it('says nothing of a failure that ended the session: the sign-in page says it', async () => {
    shown.length = 0;
    const ended = new ApiError(401, 'Session expired');
    ended.endedSession = true;
    await client()
      .fetchQuery({
        queryKey: ['sold'],
        queryFn: () => Promise.reject(ended),
        meta: { errorTitle: 'fetchSellerInfo' },
      })
      .catch(() => undefined);
    expect(shown).toEqual([]);
  });

  it("toasts a failed mutation with its meta's title", async () => {
    shown.length = 0;
    const mutation = client()
      .getMutationCache()
      .build(client(), {
        mutationFn: () => Promise.reject(new Error('Name taken')),
        meta: { errorTitle: 'addUser' },
      });
    await mutation.execute(undefined).catch(() => undefined);
    expect(shown).toEqual([{ title: 'addUser', message: 'Name taken', autoClose: undefined }]);
  });

  it("words the toast with its meta's errorToast, from the failure itself", async () => {
    shown.length = 0;
    const mutation = client()
      .getMutationCache()
      .build(client(), {
        mutationFn: () => Promise.reject(new Error('Limit exists')),
        meta: {
          errorTitle: 'createLimit',
          errorToast: (error) => ({ title: { text: (error as Error).message } }),
        },
      });
    await mutation.execute(undefined).catch(() => undefined);
    expect(shown).toEqual([
      { title: { text: 'Limit exists' }, message: undefined, autoClose: undefined },
    ]);
  });

  it('waits for an errorToast that loads its words first', async () => {
    shown.length = 0;
    await client()
      .fetchQuery({
        queryKey: ['signin'],
        queryFn: () => Promise.reject(new Error('Wrong password')),
        meta: {
          errorToast: async () => ({ title: 'loginFailed', description: 'later', autoClose: 3000 }),
        },
      })
      .catch(() => undefined);
    await vi.waitFor(() =>
      expect(shown).toEqual([{ title: 'loginFailed', message: 'later', autoClose: 3000 }]),
    );
  });

  it('stays silent when nothing declared a title', async () => {
    shown.length = 0;
    await client()
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new Error('no')) })
      .catch(() => undefined);
    expect(shown).toEqual([]);
  });
});
