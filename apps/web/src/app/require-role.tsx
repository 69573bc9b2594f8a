import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@tiraj/domain/contracts';
import { ForbiddenPage } from '../components/status-pages.tsx';
import { readSession, roleIs } from '../lib/session.ts';

/** Client route guard: no session → sign-in; another role's screen → refused. */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const location = useLocation();
  const session = readSession();
  if (!session) return <Navigate to="/auth/signin" replace state={{ from: location.pathname }} />;
  if (!roleIs(session, ...roles)) return <ForbiddenPage />;
  return children;
}
