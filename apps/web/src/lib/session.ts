import type { StaffRole } from '@tiraj/domain';
import type { Role, SessionUser } from '@tiraj/domain/contracts';
import { setOperatorTimeZone } from './operator-time.ts';

/** The session lives in sessionStorage under the keys SPEC.md §9 names. */
const KEYS = [
  'token',
  'userRole',
  'userName',
  'company',
  'userId',
  'timeZone',
  'staffRole',
  'branchId',
] as const;

export interface StoredSession {
  token: string;
  userRole: Role;
  userName: string;
  company: string;
  userId: string;
  /** the operator's time zone the server sent at sign-in */
  timeZone: string;
  /** issue 39: a staff account's role and branch (absent: the owner, or not staff) */
  staffRole?: StaffRole;
  branchId?: string;
}

export function saveSession(token: string, user: SessionUser) {
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('userRole', user.role);
  sessionStorage.setItem('userName', user.userName);
  sessionStorage.setItem('company', user.companyName ?? '');
  sessionStorage.setItem('userId', user._id);
  sessionStorage.setItem('timeZone', user.timeZone);
  for (const key of ['staffRole', 'branchId'] as const) {
    const value = user[key];
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  }
  setOperatorTimeZone(user.timeZone);
}

export function readSession(): StoredSession | null {
  const token = sessionStorage.getItem('token');
  const userRole = sessionStorage.getItem('userRole');
  if (!token || !userRole) return null;
  return {
    token,
    userRole: userRole.toLowerCase() as Role,
    userName: sessionStorage.getItem('userName') ?? '',
    company: sessionStorage.getItem('company') ?? '',
    userId: sessionStorage.getItem('userId') ?? '',
    timeZone: sessionStorage.getItem('timeZone') ?? '',
    ...staffOf(),
  };
}

function staffOf(): Pick<StoredSession, 'staffRole' | 'branchId'> {
  const staffRole = sessionStorage.getItem('staffRole') as StaffRole | null;
  const branchId = sessionStorage.getItem('branchId');
  return { ...(staffRole ? { staffRole } : {}), ...(branchId ? { branchId } : {}) };
}

export function clearSession() {
  for (const key of KEYS) sessionStorage.removeItem(key);
}

/** The role compared case-insensitively (SPEC.md §6). */
export function roleIs(session: StoredSession | null, ...roles: Role[]): boolean {
  return !!session && roles.includes(session.userRole.toLowerCase() as Role);
}
