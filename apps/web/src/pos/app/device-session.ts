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
  setOperatorTimeZone(user.timeZone);
}

export function clearDeviceSession() {
  localStorage.removeItem(KEY);
}
