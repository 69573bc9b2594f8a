import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setSessionSource } from '../lib/api-client.ts';
import { setRequestTimeouts } from './lib/request-timeouts.ts';
import { startI18n } from '../i18n/i18n.ts';
import { initialLanguage } from '../i18n/languages.ts';
import { posResources } from '../i18n/resources/pos.ts';
import { setOperatorTimeZone } from '../lib/operator-time.ts';
import { endDeviceSession, readDeviceSession } from './lib/device-session.ts';
import { probeAtOpening } from './lib/network-status.ts';
// The base and the shell's look first: each screen's own rules, imported with it, come after.
import './app/pos.css';
import { PosApp } from './app/pos-app.tsx';

// The point of sale's token lives on the device, not in the dashboard's sessionStorage.
setSessionSource({ token: () => readDeviceSession()?.token, clear: endDeviceSession });
// Every call has a time limit (issue 37): a server that never answers is an outage, not a wait.
// A sale keeps its own (pending-sales.ts): timed out, it stays waiting under its key.
setRequestTimeouts({ read: 8_000, write: 20_000 });
// A server down or hanging at opening is known within seconds: offline selling starts then.
// Signed in only: the sign-in page has nothing to sell, and asks the server itself.
if (readDeviceSession()) probeAtOpening();
// Today, countdowns and times in the operator's zone, as the server said at sign-in.
setOperatorTimeZone(readDeviceSession()?.timeZone);
// Sellers read Kreyòl: the point of sale speaks it when the browser asks for neither French nor English.
startI18n(posResources, initialLanguage('ht'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PosApp />
  </StrictMode>,
);

// The app shell is kept for offline opening; in development it would only get in the way of reloads.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/pos-sw.js', { scope: '/pos' }).catch(() => undefined);
    // Whether a newer version is kept: loaded apart, after the first load.
    void import('./lib/new-version.ts').then((m) => m.listenForNewVersion());
  });
}
