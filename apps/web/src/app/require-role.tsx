import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@tiraj/domain/contracts';
import { ForbiddenPage } from '../components/status-pages.tsx';
import { readSession, roleIs } from '../lib/session.ts';
import { sessionEndedByServer, type SignInState } from '../lib/sign-in-return.ts';

/** Client route guard: no session → sign-in; another role's screen → refused. */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const location = useLocation();
  const session = readSession();
  if (!session) {
    // The page is kept for after sign-in; the word "ended" only when the server ended a session.
    const state: SignInState = {
      from: `${location.pathname}${location.search}`,
      ended: sessionEndedByServer() || undefined,
    };
    return <Navigate to="/auth/signin" replace state={state} />;
  }
  if (!roleIs(session, ...roles)) return <ForbiddenPage />;
  return children;
}
