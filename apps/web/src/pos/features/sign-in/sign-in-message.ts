import { ApiError } from '../../../lib/api-client.ts';
import { signInWords as w } from './words.ts';

/** What the server said when it refused a sign-in, said in Kreyòl (its own words when we do not know them). */
export function signInMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return w.failed;
  if (error.status === 0) return w.offline;
  if (error.status === 401) return w.wrongCredentials;
  const message = error.message;
  if (/device/i.test(message)) return w.wrongDevice;
  if (/company account is inactive/i.test(message)) return w.companyInactive;
  if (/inactive/i.test(message)) return w.inactive;
  if (error.status === 429) return w.tooMany(/(\d+) minute/.exec(message)?.[1] ?? '15');
  return error.hasServerMessage ? message : w.failed;
}
