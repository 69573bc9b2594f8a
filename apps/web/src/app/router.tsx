import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Role } from '@tiraj/domain/contracts';
import { NotFoundPage } from '../components/status-pages.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { SignOutPage } from '../features/auth/sign-out-page.tsx';
import { setSessionEndedHandler } from '../lib/api-client.ts';
import { endSessionWith } from '../lib/query-client.ts';
import { noteSessionEnded, type SignInState } from '../lib/sign-in-return.ts';
import { queryClient } from './query-client.ts';
import { RequireRole } from './require-role.tsx';
import { ADMIN_SCREENS, SUBADMIN_SCREENS, SUPERVISOR_SCREENS } from './routes.tsx';

/**
 * The shells, menus and homes (and their words) are one chunk, fetched the first time a signed-in
 * screen opens: the sign-in page, the first load of most visits, carries none of them.
 */
const dashboard = () => import('./dashboard.tsx');
const fromDashboard = (pick: (module: Awaited<ReturnType<typeof dashboard>>) => ComponentType) =>
  lazy(async () => ({ default: pick(await dashboard()) }));

const AdminShell = fromDashboard((m) => m.AdminShell);
const SupervisorShell = fromDashboard((m) => m.SupervisorShell);
const AdminMainMenu = fromDashboard((m) => m.AdminMainMenu);
const SupervisorMainMenu = fromDashboard((m) => m.SupervisorMainMenu);

function screens(table: Record<string, ComponentType>, roles: Role[]): RouteObject[] {
  return Object.entries(table).map(([path, Screen]) => ({
    path,
    element: (
      <RequireRole roles={roles}>
        <Suspense fallback={screenLoader}>
          <Screen />
        </Suspense>
      </RequireRole>
    ),
  }));
}

const screenLoader = (
  <Center mih="50vh">
    <Loader />
  </Center>
);

const pageLoader = (
  <Center h="100vh">
    <Loader />
  </Center>
);

/** A shell once its code is here; a loader meanwhile (only on the first signed-in screen). */
const loaded = (shell: ReactNode) => <Suspense fallback={pageLoader}>{shell}</Suspense>;

export const router = createBrowserRouter([
  {
    path: '/',
    // Served prerendered by the server (build/prerender-landing.ts): this route draws it only in
    // development (`npm run dev`) and when the prerendered page is missing.
    lazy: async () => ({
      Component: (await import('../features/landing/landing-route.tsx')).LandingRoute,
    }),
    hydrateFallbackElement: pageLoader,
  },
  {
    // A ticket anyone may check from its QR code (issue 29): no sign-in, its own small chunk.
    path: '/t/:reference',
    lazy: async () => ({
      Component: (await import('../features/public-ticket/public-ticket-page.tsx'))
        .PublicTicketPage,
    }),
    hydrateFallbackElement: pageLoader,
  },
  { path: '/auth', element: <Navigate to="/auth/signin" replace /> },
  { path: '/auth/signin', element: <SignInPage beforeEnter={dashboard} /> },
  { path: '/auth/signout', element: <SignOutPage /> },
  {
    path: '/admin',
    element: (
      <RequireRole roles={['admin', 'subadmin', 'supervisor']}>
        {loaded(<AdminShell />)}
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="/admin/main-menu" replace /> },
      {
        path: 'main-menu',
        element: (
          <Suspense fallback={screenLoader}>
            <AdminMainMenu />
          </Suspense>
        ),
      },
      ...screens(ADMIN_SCREENS, ['admin']),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/subadmin',
    element: <RequireRole roles={['subadmin']}>{loaded(<AdminShell />)}</RequireRole>,
    children: [
      { index: true, element: <Navigate to="/admin/main-menu" replace /> },
      ...screens(SUBADMIN_SCREENS, ['subadmin']),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/supervisor',
    element: <RequireRole roles={['supervisor']}>{loaded(<SupervisorShell />)}</RequireRole>,
    children: [
      { index: true, element: <Navigate to="/supervisor/main-menu" replace /> },
      {
        path: 'main-menu',
        element: (
          <Suspense fallback={screenLoader}>
            <SupervisorMainMenu />
          </Suspense>
        ),
      },
      ...screens(SUPERVISOR_SCREENS, ['supervisor']),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);

/**
 * A 401 sends the user to sign in, saying the session ended and keeping the page it was on
 * (in history state, not the URL). A second 401 of the same moment finds it there already.
 */
setSessionEndedHandler(
  endSessionWith(queryClient, (to) => {
    noteSessionEnded();
    // The last screen's toasts do not follow the user to the sign-in page.
    notifications.clean();
    const { pathname, search } = router.state.location;
    if (pathname === to) return;
    const state: SignInState = { ended: true, from: `${pathname}${search}` };
    void router.navigate(to, { replace: true, state });
  }),
);
