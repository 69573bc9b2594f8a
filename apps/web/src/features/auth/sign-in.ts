import { useMutation, type QueryClient } from '@tanstack/react-query';
import { englishOf } from '@tiraj/domain';
import type { SignInAnswer, SignInBody } from '@tiraj/domain/contracts';
import { adoptUserLanguage } from '../../i18n/choose-language.ts';
import { api, ApiError, post } from '../../lib/api-client.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { messageOf, type ErrorToast } from '../../lib/toast.ts';

/** The contracts' DEVICE_NOT_REGISTERED, without their schemas (zod) on the sign-in page's first load. */
const DEVICE_NOT_REGISTERED = englishOf('signin.wrong_device');

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => post<SignInAnswer>('/auth/signin', body),
  });
}

/**
 * The toast of a refused sign-in (SPEC.md §8): the server's message, or
 * 'Login failed' when it gave none, or 'An error occurred' when it was not reached.
 */
export function signInErrorTitle(error: unknown): ErrorToast | { text: string } {
  if (!(error instanceof ApiError) || error.status === 0) return 'anErrorOccurred';
  return error.hasServerMessage ? { text: messageOf(error) } : 'loginFailed';
}

/** A seller refused for its device: it signed in here, not on its point of sale, so the toast points there. */
export function isSellerDeviceRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.code === 'signin.wrong_device' || error.message === DEVICE_NOT_REGISTERED)
  );
}

/**
 * A successful sign-in on the web. Sellers use their device app: a seller's
 * fresh token is revoked on the server at once (false). Anyone else starts a
 * session on an empty cache, so nothing the previous user fetched shows (true),
 * in the user's own language (or, if they never chose one, this device's choice is saved as theirs).
 */
export async function acceptSignIn(answer: SignInAnswer, client: QueryClient): Promise<boolean> {
  if (answer.user.role === 'seller') {
    await api('POST', '/auth/signout', {}, { token: answer.token }).catch(() => undefined);
    return false;
  }
  clearSession();
  client.clear();
  saveSession(answer.token, answer.user);
  // After the session is saved: a language chosen only on this device is PATCHed with its token.
  adoptUserLanguage(answer.user.language);
  return true;
}
