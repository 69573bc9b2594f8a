import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { SignInAnswer, SignInBody } from '@tiraj/domain/contracts';
import type { ReactNode } from 'react';
import { adoptUserLanguage } from '../../i18n/choose-language.ts';
import { loadServerTexts } from '../../i18n/load-server-texts.ts';
import { api, ApiError, post } from '../../lib/api-client.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { messageOf, SHORT, type ErrorToast, type ErrorToastWords } from '../../lib/toast.ts';

/**
 * The contracts' DEVICE_NOT_REGISTERED (`signin.wrong_device`'s English, sent by servers that send no
 * code), written out: neither their schemas (zod) nor the server's texts are on the sign-in page's
 * first load (sign-in.test.ts holds it equal).
 */
const DEVICE_NOT_REGISTERED = 'This device is not registered for this seller.';

/**
 * Sign-in on the web; its refusals toast through `meta` (app/error-toasts.ts).
 * `pointer`: the link to the point of sale, shown under a seller's refusal.
 */
export function useSignIn(pointer: ReactNode) {
  return useMutation({
    mutationFn: (body: SignInBody) => post<SignInAnswer>('/auth/signin', body).then(refuseSellers),
    meta: { errorToast: (error) => signInErrorToast(error, pointer) },
  });
}

/** A seller signed in on the web: turned away once its token is revoked. */
export class SellerUsesDevice extends Error {}

/**
 * Sellers use their device app: a seller's fresh token is revoked on the server at once, and the
 * sign-in fails like a refusal, so its toast is the mutation's too.
 */
export async function refuseSellers(answer: SignInAnswer): Promise<SignInAnswer> {
  if (answer.user.role !== 'seller') return answer;
  await api('POST', '/auth/signout', {}, { token: answer.token }).catch(() => undefined);
  throw new SellerUsesDevice('Sellers use their device app.');
}

/** A sign-in's failure toast, with the login toasts' shorter duration (SPEC.md §9). */
export async function signInErrorToast(
  error: unknown,
  pointer: ReactNode,
): Promise<ErrorToastWords> {
  if (error instanceof SellerUsesDevice)
    return { title: 'sellersUseDevice', description: pointer, autoClose: SHORT };
  // The server's words in the screen's language: their catalogue comes at the first refusal.
  await loadServerTexts();
  return {
    title: signInErrorTitle(error),
    description: isSellerDeviceRefusal(error) ? pointer : undefined,
    autoClose: SHORT,
  };
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
 * A successful sign-in on the web (sellers were turned away before): a session on an empty cache,
 * so nothing the previous user fetched shows, in the user's own language (or, if they never chose
 * one, this device's choice is saved as theirs).
 */
export function acceptSignIn(answer: SignInAnswer, client: QueryClient) {
  clearSession();
  client.clear();
  saveSession(answer.token, answer.user);
  // After the session is saved: a language chosen only on this device is PATCHed with its token.
  adoptUserLanguage(answer.user.language);
}
