import { useEffect } from 'react';
import type { SellerCategoryList } from '@tiraj/domain/contracts';
import { onReconnect } from '../network-status.ts';
import { offlineEngine, publishOffline, readOfflineView } from './offline-state.ts';

const ENABLED_KEY = 'tiraj.pos.offlineSelling';
const ROUND_MS = 30_000;

/** Did the company sell offline when the device last asked (kept for a reload without network)? */
function keptEnabled() {
  try {
    return localStorage.getItem(ENABLED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Offline selling in the background, on every screen of the point of sale (issue 32): when the
 * seller's draws say the company sells offline, loads the engine, reads the device's books, and
 * whenever there is a network sends what waits and keeps a grant per open draw (every 30 s, and at once when
 * the network is back). Never in the way of a sale: nothing here is awaited by one.
 */
export function useOfflineSelling(
  userId: string | undefined,
  answer: SellerCategoryList | undefined,
) {
  const said = answer?.offlineSelling;
  const enabled = said ?? keptEnabled();
  const draws = answer?.data;

  useEffect(() => {
    if (said === undefined) return;
    try {
      localStorage.setItem(ENABLED_KEY, said ? '1' : '0');
    } catch {
      // storage refused: asked again at the next opening
    }
  }, [said]);

  useEffect(() => {
    // Tickets already on the device are sent even once the company stopped selling offline.
    if (!userId || (!enabled && !readOfflineView().ready)) return;
    publishOffline({ enabled });
    let stopped = false;
    // Tried whenever the browser has a network: an answer is what tells the server is back.
    const round = () =>
      void offlineEngine()
        .then(async (engine) => {
          await engine.startEngine(userId);
          if (stopped || !navigator.onLine) return;
          if (enabled && draws) await engine.refreshGrants(draws);
          else await engine.syncAll();
        })
        .catch(() => undefined);
    round();
    const timer = setInterval(round, ROUND_MS);
    const off = onReconnect(round);
    return () => {
      stopped = true;
      clearInterval(timer);
      off();
    };
  }, [userId, enabled, draws]);
}
