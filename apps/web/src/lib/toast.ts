import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { ApiError } from './api-client.ts';

/** Toast durations of SPEC.md §9: 5000 ms, or 3000 ms for login and seller toasts. */
export const SHORT = 3000;
const DEFAULT = 5000;

export const toast = {
  success(title: string, autoClose = DEFAULT) {
    notifications.show({ title, message: '', color: 'teal', autoClose });
  },
  /** `id`: a toast with the id of one still on screen is not shown again. */
  error(title: string, description?: ReactNode, autoClose = DEFAULT, id?: string) {
    notifications.show({ id, title, message: description ?? '', color: 'red', autoClose });
  },
};

/** The server's message when it sent one, for a toast's description. */
export function messageOf(error: unknown, fallback = 'Server error'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
