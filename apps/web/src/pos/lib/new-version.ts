import { useSyncExternalStore } from 'react';

/** What the service worker posts once it has kept a new version of the point of sale. */
export const NEW_VERSION_MESSAGE = 'tiraj-pos-new-version';

let ready = false;
const listeners = new Set<() => void>();

/**
 * Listens to the service worker from the start (a message that arrives before a listener is
 * lost): a new build, kept in the background while this one runs, is offered by the shell. The
 * seller reloads when it suits (never in the middle of a ticket): waiting sales are on the device.
 */
export function listenForNewVersion() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== NEW_VERSION_MESSAGE || ready) return;
    ready = true;
    listeners.forEach((l) => l());
  });
  // Asked once listening: the worker answers when the refresh this opening started is done.
  void navigator.serviceWorker.ready.then(() =>
    navigator.serviceWorker.controller?.postMessage({ type: 'tiraj-pos-which-version' }),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Has a new version been kept, ready for the next opening? */
export const useNewVersion = () => useSyncExternalStore(subscribe, () => ready);
