import type { SessionUser } from '@tiraj/domain/contracts';
import { setOperatorTimeZone } from '../../lib/operator-time.ts';

const KEY = 'tiraj.pos.session';

/** The seller's session, kept on the device so it survives reloads (the server can still revoke it, as every session). */
export interface DeviceSession {
  token: string;
  userId: string;
  userName: string;
  company: string;
  /** the operator's time zone the server sent at sign-in (absent in sessions saved before it was sent) */
  timeZone?: string;
}

export function readDeviceSession(): DeviceSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    const s = raw ? (JSON.parse(raw) as Partial<DeviceSession>) : null;
    return s?.token && s.userId ? (s as DeviceSession) : null;
  } catch {
    return null;
  }
}

export function saveDeviceSession(token: string, user: SessionUser) {
  const session: DeviceSession = {
    token,
    userId: user._id,
    userName: user.userName,
    company: user.companyName ?? '',
    timeZone: user.timeZone,
  };
  localStorage.setItem(KEY, JSON.stringify(session));
  rememberEnded(false);
  setOperatorTimeZone(user.timeZone);
}

/** The seller left on purpose (sign-out): the sign-in screen has nothing to explain. */
export function clearDeviceSession() {
  localStorage.removeItem(KEY);
  rememberEnded(false);
}

// Set when a 401 ended the session, so that whichever gets to the sign-in screen first (the
// 401 handler or a guard that found no session) says why — after a reload too (the tab's storage):
// a page that saw the 401 and is then reloaded still tells the seller the session was ended.
const ENDED_KEY = 'tiraj.pos.sessionEnded';
let endedByServer = false;

function rememberEnded(ended: boolean) {
  endedByServer = ended;
  try {
    if (ended) sessionStorage.setItem(ENDED_KEY, '1');
    else sessionStorage.removeItem(ENDED_KEY);
  } catch {
    // storage refused (private mode): the reason is kept until the page reloads
  }
}

/** The server refused the session (revoked, expired or the seller deactivated). */
export function endDeviceSession() {
  localStorage.removeItem(KEY);
  rememberEnded(true);
}

export const sessionEndedByServer = () => {
  if (endedByServer) return true;
  try {
    return sessionStorage.getItem(ENDED_KEY) === '1';
  } catch {
    return false;
  }
};
