import { Center, Loader } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Role } from '@tiraj/domain/contracts';
import { NotFoundPage } from '../components/status-pages.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { SignOutPage } from '../features/auth/sign-out-page.tsx';
import { AdminHome } from '../features/home/admin-home.tsx';
import { CompanyHome } from '../features/home/company-home.tsx';
import { MainMenuPage, SupervisorMenuPage } from '../features/main-menu/main-menu-page.tsx';
import { setSessionEndedHandler } from '../lib/api-client.ts';
import { endSessionWith } from '../lib/query-client.ts';
import { noteSessionEnded, type SignInState } from '../lib/sign-in-return.ts';
import { queryClient } from './query-client.ts';
import { RequireRole } from './require-role.tsx';
import { ADMIN_SCREENS, SUBADMIN_SCREENS, SUPERVISOR_SCREENS } from './routes.tsx';
import { AdminShell, SupervisorShell } from './shell/shells.tsx';

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

export const router = createBrowserRouter([
  {
    path: '/',
    // The landing page is its own light chunk: a first visit loads nothing of the dashboard.
    lazy: async () => ({
      Component: (await import('../features/landing/landing-page.tsx')).LandingPage,
    }),
    hydrateFallbackElement: pageLoader,
  },
  { path: '/auth', element: <Navigate to="/auth/signin" replace /> },
  { path: '/auth/signin', element: <SignInPage /> },
  { path: '/auth/signout', element: <SignOutPage /> },
  {
    path: '/admin',
    element: (
      <RequireRole roles={['admin', 'subadmin', 'supervisor']}>
        <AdminShell />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="/admin/main-menu" replace /> },
      {
        path: 'main-menu',
        element: (
          <MainMenuPage
            homes={{ admin: <AdminHome />, subadmin: <CompanyHome reader="subadmin" /> }}
          />
        ),
      },
      ...screens(ADMIN_SCREENS, ['admin']),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/subadmin',
    element: (
      <RequireRole roles={['subadmin']}>
        <AdminShell />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="/admin/main-menu" replace /> },
      ...screens(SUBADMIN_SCREENS, ['subadmin']),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/supervisor',
    element: (
      <RequireRole roles={['supervisor']}>
        <SupervisorShell />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="/supervisor/main-menu" replace /> },
      {
        path: 'main-menu',
        element: <SupervisorMenuPage home={<CompanyHome reader="supervisor" />} />,
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
    const { pathname, search } = router.state.location;
    if (pathname === to) return;
    const state: SignInState = { ended: true, from: `${pathname}${search}` };
    void router.navigate(to, { replace: true, state });
  }),
);
