import { addResources } from './i18n.ts';

let loading: Promise<void> | undefined;

/**
 * The server's texts (`errors`), for the sign-in page: they stay out of its first load and come
 * the first time it must say a refusal (the dashboard's code brings them too). Wait for it before
 * saying what the server said; a failed load is tried again next time.
 */
export function loadServerTexts(): Promise<void> {
  loading ??= import('./resources/errors.ts').then(
    ({ errorResources }) => addResources(errorResources),
    () => {
      loading = undefined;
    },
  );
  return loading;
}
