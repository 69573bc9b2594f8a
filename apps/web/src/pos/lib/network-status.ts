import { useSyncExternalStore } from 'react';
import { ApiError, get } from '../../lib/api-client.ts';
import { withTimeout } from '../../lib/with-timeout.ts';

/**
 * Is the server reachable? The browser's own flag, and whether the last call
 * failed for the network: a phone on a dead mobile network often says "online".
 */
let callFailed = false;
/** Has the server answered anything since this opening? Until then "online" is not claimed. */
let answered = false;
const listeners = new Set<() => void>();
const recoveredListeners = new Set<() => void>();
let probe: ReturnType<typeof setInterval> | undefined;

const emit = () => listeners.forEach((l) => l());

export const isNetworkError = (error: unknown) =>
  (error instanceof ApiError && error.status === 0) ||
  (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'));

/** Every answer from the server says it is reachable again; a network failure says it is not. */
export function reportCall(ok: boolean) {
  if (ok && !answered) {
    answered = true;
    emit();
  }
  if (ok === !callFailed) return;
  callFailed = !ok;
  if (callFailed) startProbe();
  else {
    stopProbe();
    recoveredListeners.forEach((l) => l());
  }
  emit();
}

// While calls fail, ask the server's health every 15 s, so the banner and the waiting sales recover on their own.
function startProbe() {
  probe ??= setInterval(() => {
    if (!navigator.onLine) return;
    get('/health').then(
      () => reportCall(true),
      () => undefined,
    );
  }, 15_000);
}
function stopProbe() {
  clearInterval(probe);
  probe = undefined;
}

export function isOnline() {
  return navigator.onLine && !callFailed;
}

/** Online, and the server has said so by answering (what the header may claim as "Gen entènèt"). */
export const isConfirmedOnline = () => isOnline() && answered;

/** How long the opening waits for the server's first answer before selling offline. */
export const OPENING_PROBE_MS = 2000;

/**
 * At opening, asks the server's health with a short limit (issue 37): a server down or hanging
 * is known as unreachable within seconds, so a device that holds grants sells offline at once
 * instead of waiting for the draws' own time limit. Any answer says the server is there.
 */
export function probeAtOpening(ms = OPENING_PROBE_MS) {
  if (!navigator.onLine) return;
  const limit = withTimeout(undefined, ms);
  get('/health', limit.signal)
    .then(
      () => reportCall(true),
      (error: unknown) => {
        if (!answered && isNetworkError(error)) reportCall(false);
      },
    )
    .finally(limit.done);
}

/** Called when the network comes back (the browser's `online` event, or a call that answers). */
export function onReconnect(listener: () => void) {
  const wrapped = () => listener();
  window.addEventListener('online', wrapped);
  recoveredListeners.add(wrapped);
  return () => {
    window.removeEventListener('online', wrapped);
    recoveredListeners.delete(wrapped);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}

export function useConfirmedOnline(): boolean {
  return useSyncExternalStore(subscribe, isConfirmedOnline);
}
