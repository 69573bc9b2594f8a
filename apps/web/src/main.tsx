// First: zod must know before any schema is built that this page allows no eval (CSP), whichever
// chunk builds the first one (zod's core `config` only: no schema on the sign-in page's load).
import '@tiraj/domain/without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { startI18n } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/languages.ts';
import { entryResources } from './i18n/resources/entry.ts';
import { setOperatorTimeZone } from './lib/operator-time.ts';
import { readSession } from './lib/session.ts';

// Today and times in the operator's zone, as the server said at sign-in (kept for reloads).
setOperatorTimeZone(readSession()?.timeZone);
// Owners and supervisors read French: the dashboard speaks it when the browser asks for none of ours.
// The first load has the sign-in page's words; the screens' come with their code (app/dashboard.tsx).
// A ticket's public page speaks Kreyòl to a customer whose browser asks for none of ours.
const isPublicTicket = /^\/t\//.test(window.location.pathname);
startI18n(entryResources, initialLanguage(isPublicTicket ? 'ht' : 'fr'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
