import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { serverReason } from '../../lib/server-texts.ts';

/** The refusals a seller meets, in the point of sale's own words (by the server's code). */
const OWN_WORDS = {
  'signin.bad_credentials': 'signIn.wrongCredentials',
  'signin.wrong_device': 'signIn.wrongDevice',
  'signin.company_inactive': 'signIn.companyInactive',
  'signin.user_inactive': 'signIn.inactive',
} as const;
const hasOwnWords = (code: string | undefined): code is keyof typeof OWN_WORDS =>
  code !== undefined && Object.hasOwn(OWN_WORDS, code);

/** Whether the refusal is said in the server's words: its texts must be loaded first (`loadServerTexts`). */
export const saidByServer = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status !== 0 &&
  error.status !== 401 &&
  error.hasServerMessage &&
  error.code !== 'signin.throttled' &&
  !hasOwnWords(error.code);

/**
 * Why a sign-in was refused, in the screen's language: the point of sale's own words for the
 * refusals a seller meets, the server's text (by its code) in that language otherwise.
 */
export function signInMessage(error: unknown, t: TFunction<'pos'>): string {
  if (!(error instanceof ApiError)) return t('signIn.failed');
  if (error.status === 0) return t('signIn.offline');
  if (hasOwnWords(error.code)) return t(OWN_WORDS[error.code]);
  if (error.code === 'signin.throttled')
    return t('signIn.tooMany', { count: Number(error.params?.minutes ?? 15) });
  if (error.status === 401) return t('signIn.wrongCredentials');
  return (error.hasServerMessage && serverReason(error)) || t('signIn.failed');
}
