import { useSyncExternalStore } from 'react';
import type { OfflineHoldReason } from '@tiraj/domain/contracts';

/**
 * What the point of sale shows of its offline selling (issue 32), kept light: the engine that
 * takes grants, sells, signs and syncs (offline-engine.ts) loads apart, once the company sells
 * offline, so the first load stays small; it publishes here what the banner and lists show.
 */
export interface GrantView {
  lotteryCategoryId: string;
  drawDate: string;
  /** HTG the grant still allows */
  left: number;
  closesAt: string;
  /** ISO instants: offline sales stop (N minutes before the close), the grant expires */
  stopsAt: string;
  expiresAt: string;
}

/** An offline ticket on this device: waiting to be sent, or held by the server with its reason. */
export interface OfflineTicketView {
  saleKey: string;
  lotteryCategoryId: string;
  drawName: string;
  soldAt: string;
  total: number;
  code: string;
  lines: { gameCategory: string; number: string; amount: number }[];
  state: 'waiting' | 'held';
  reason?: OfflineHoldReason;
}

export interface OfflineView {
  /** the engine is loaded and has read the device's books */
  ready: boolean;
  /** the company sells offline (the seller's draws say it) */
  enabled: boolean;
  /** the live grants of the seller, one per draw */
  grants: GrantView[];
  tickets: OfflineTicketView[];
  /** the last sync that sent tickets: how many, said briefly once back online (issue 37) */
  sent?: { count: number; at: number };
}

let view: OfflineView = { ready: false, enabled: false, grants: [], tickets: [] };
const listeners = new Set<() => void>();

export function publishOffline(next: Partial<OfflineView>) {
  view = { ...view, ...next };
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const readOfflineView = () => view;
export const useOfflineView = () => useSyncExternalStore(subscribe, readOfflineView);

/** The engine, loaded apart (and kept by the service worker with every other script). */
export const offlineEngine = () => import('./offline-engine.ts');
