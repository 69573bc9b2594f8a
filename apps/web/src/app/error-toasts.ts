import type { Mutation, Query } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import {
  errorTitle,
  messageOf,
  toast,
  type ErrorToast,
  type ErrorToastWords,
} from '../lib/toast.ts';

/**
 * What a query or a mutation says when it fails, declared once on it (`meta`) and raised once by
 * the cache: the one way the dashboard toasts a request's failure (SPEC.md §8 and §9).
 * - `errorTitle`: the usual toast, this title over the server's message; `errorAutoClose`: the
 *   shorter duration of seller and login toasts.
 * - `errorToast`: a toast the screen words from the failure (the server's message as the title,
 *   a pointer to the point of sale…); it may first wait for words to load.
 */
export interface ErrorToastMeta extends Record<string, unknown> {
  errorTitle?: ErrorToast;
  errorAutoClose?: number;
  errorToast?: (error: unknown) => ErrorToastWords | Promise<ErrorToastWords>;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

// One failure seen by several queries at once (Sale Details' three views of one search) is one
// toast: the same title and message while the first is still on screen are not shown again.
function show({ title, description, autoClose }: ErrorToastWords) {
  const heading = typeof title === 'string' ? errorTitle(title) : title.text;
  const worded = description === undefined || typeof description === 'string';
  toast.error(
    title,
    description,
    autoClose,
    worded ? `${heading}\n${description ?? ''}` : undefined,
  );
}

function raise(error: unknown, meta: ErrorToastMeta | undefined) {
  // A failure that ended the session is said once, by the sign-in page (issue 30).
  if (error instanceof ApiError && error.endedSession) return;
  if (meta?.errorToast) {
    const words = meta.errorToast(error);
    if (words instanceof Promise) void words.then(show);
    else show(words);
  } else if (meta?.errorTitle) {
    show({ title: meta.errorTitle, description: messageOf(error), autoClose: meta.errorAutoClose });
  }
}

/** QueryCache `onError`: a query's failure, once, after its retries. */
export function toastQueryError(error: unknown, query: Query<unknown, unknown, unknown>) {
  raise(error, query.meta);
}

/** MutationCache `onError`: a mutation's failure, once. */
export function toastMutationError(
  error: unknown,
  _variables: unknown,
  _context: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
) {
  raise(error, mutation.options.meta);
}
