import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate } from 'react-router';
import { setSessionEndedHandler } from '../../lib/api-client.ts';
import { endSessionWith } from '../../lib/query-client.ts';
import { queryClient } from './query-client.ts';
import { readDeviceSession, sessionEndedByServer } from '../lib/device-session.ts';
import { PosShell } from './pos-shell.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { SellPage } from '../features/sell/sell-page.tsx';

// Selling is the first screen and loads with the app; the rest load when opened.
const MyTicketsPage = lazy(() =>
  import('../features/my-day/my-tickets-page.tsx').then((m) => ({ default: m.MyTicketsPage })),
);
const CheckPayPage = lazy(() =>
  import('../features/check-pay/check-pay-page.tsx').then((m) => ({ default: m.CheckPayPage })),
);
const ResultsPage = lazy(() =>
  import('../features/my-day/results-page.tsx').then((m) => ({ default: m.ResultsPage })),
);
const ReportPage = lazy(() =>
  import('../features/my-day/report-page.tsx').then((m) => ({ default: m.ReportPage })),
);
const BalancePage = lazy(() =>
  import('../features/my-day/balance-page.tsx').then((m) => ({ default: m.BalancePage })),
);
const PosChatPage = lazy(() =>
  import('../features/my-day/chat-page.tsx').then((m) => ({ default: m.PosChatPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);

/** Screens of a signed-in seller; without a session on this device, the sign-in screen. */
function Signed({ children }: { children: ReactNode }) {
  const { t } = useTranslation('pos');
  if (!readDeviceSession())
    return <Navigate to={sessionEndedByServer() ? '/pos/signin?ended=1' : '/pos/signin'} replace />;
  return (
    <PosShell>
      <Suspense fallback={<p className="pos-loading">{t('app.loading')}</p>}>{children}</Suspense>
    </PosShell>
  );
}

export const posRouter = createBrowserRouter([
  { path: '/pos/signin', element: <SignInPage /> },
  {
    path: '/pos',
    element: (
      <Signed>
        <SellPage />
      </Signed>
    ),
  },
  {
    path: '/pos/tickets',
    element: (
      <Signed>
        <MyTicketsPage />
      </Signed>
    ),
  },
  {
    path: '/pos/check',
    element: (
      <Signed>
        <CheckPayPage />
      </Signed>
    ),
  },
  {
    path: '/pos/results',
    element: (
      <Signed>
        <ResultsPage />
      </Signed>
    ),
  },
  {
    path: '/pos/report',
    element: (
      <Signed>
        <ReportPage />
      </Signed>
    ),
  },
  {
    path: '/pos/balance',
    element: (
      <Signed>
        <BalancePage />
      </Signed>
    ),
  },
  {
    path: '/pos/chat',
    element: (
      <Signed>
        <PosChatPage />
      </Signed>
    ),
  },
  {
    path: '/pos/settings',
    element: (
      <Signed>
        <SettingsPage />
      </Signed>
    ),
  },
  { path: '*', element: <Navigate to="/pos" replace /> },
]);

// A 401 (session revoked or expired) forgets the session and says so on the sign-in screen.
setSessionEndedHandler(
  endSessionWith(queryClient, () => void posRouter.navigate('/pos/signin?ended=1')),
);
