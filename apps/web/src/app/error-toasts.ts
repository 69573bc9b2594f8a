import type { Mutation, Query } from '@tanstack/react-query';
import { errorTitle, messageOf, toast, type ErrorToast } from '../lib/toast.ts';

/**
 * What a query or a mutation says when it fails: the toast title of SPEC.md §9
 * and, for seller and login toasts, the shorter duration. Declared once on the
 * query or mutation (`meta`), raised once by the cache, so no screen writes its
 * own error toast.
 */
export interface ErrorToastMeta extends Record<string, unknown> {
  errorTitle?: ErrorToast;
  errorAutoClose?: number;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

// One failure seen by several queries at once (Sale Details' three views of one search) is one
// toast: the same title and message while the first is still on screen are not shown again.
function raise(error: unknown, meta: ErrorToastMeta | undefined) {
  if (!meta?.errorTitle) return;
  const message = messageOf(error);
  toast.error(
    meta.errorTitle,
    message,
    meta.errorAutoClose,
    `${errorTitle(meta.errorTitle)}\n${message}`,
  );
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
