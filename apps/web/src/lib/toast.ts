import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { serverMessageOf } from '../i18n/server-message.ts';
import type en from '../i18n/locales/en/toasts.ts';

/** Toast durations of SPEC.md §9: 5000 ms, or 3000 ms for login and seller toasts. */
export const SHORT = 3000;
const DEFAULT = 5000;

/** A toast's title by key in the `toasts` catalogue (SPEC.md §8's texts in English). */
export type SuccessToast = keyof typeof en.success;
export type ErrorToast = keyof typeof en.error;
type Params = Record<string, string | number>;

/**
 * An error toast worded from the failure itself, where a screen says more than its title and the
 * server's message (a query's or mutation's `meta.errorToast`, app/error-toasts.ts).
 * `title`: a key of the catalogue, or a text already in the screen's language (the server's).
 */
export interface ErrorToastWords {
  title: ErrorToast | { text: string };
  description?: ReactNode;
  autoClose?: number;
}

/** A title in the screen's language. */
export const successTitle = (key: SuccessToast, params?: Params) =>
  i18n.t(`success.${key}`, { ns: 'toasts', ...params });
export const errorTitle = (key: ErrorToast, params?: Params) =>
  i18n.t(`error.${key}`, { ns: 'toasts', ...params });

export const toast = {
  /** `description`: what the title alone leaves out (a seller only hidden, not deleted). */
  success(
    key: SuccessToast | { text: string },
    autoClose = DEFAULT,
    params?: Params,
    description?: ReactNode,
  ) {
    notifications.show({
      // A feature's own words (its catalogue, not the sign-in page's): a text already translated.
      title: typeof key === 'string' ? successTitle(key, params) : key.text,
      message: description ?? '',
      color: 'teal',
      autoClose,
    });
  },
  /**
   * A query's or mutation's failure is toasted by the cache from its `meta` (app/error-toasts.ts);
   * a screen calls this itself only for a failure that is no request's (the microphone, a form).
   * `title`: a key of the catalogue, or a text already in the screen's language (the server's).
   * `id`: a toast with the id of one still on screen is not shown again.
   */
  error(
    title: ErrorToast | { text: string },
    description?: ReactNode,
    autoClose = DEFAULT,
    id?: string,
  ) {
    const shown = typeof title === 'string' ? errorTitle(title) : title.text;
    notifications.show({ id, title: shown, message: description ?? '', color: 'red', autoClose });
  },
  /** A warning to act on (a risk alert): it stays until closed or acted on; `id` lets it be closed. */
  warning(id: string, title: string, message: ReactNode) {
    notifications.show({ id, title, message, color: 'orange', autoClose: false });
  },
  hide(id: string) {
    notifications.hide(id);
  },
};

/** The server's message, in the screen's language, for a toast's description. */
export function messageOf(error: unknown, fallback: ErrorToast = 'serverError'): string {
  return serverMessageOf(error) ?? errorTitle(fallback);
}
