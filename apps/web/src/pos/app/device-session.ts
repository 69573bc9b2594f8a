import type { SessionUser } from '@tiraj/domain/contracts';

const KEY = 'tiraj.pos.session';

/** The seller's session, kept on the device so it survives reloads (revoked on the server as any). */
export interface DeviceSession {
  token: string;
  userId: string;
  userName: string;
  company: string;
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
  };
  localStorage.setItem(KEY, JSON.stringify(session));
}

export function clearDeviceSession() {
  localStorage.removeItem(KEY);
}
