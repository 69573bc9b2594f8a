import { useState } from 'react';
import { useNow } from '../../lib/use-now.ts';
import { closesAt, useDraws } from './draws.ts';

const LAST_DRAW_KEY = 'tiraj.pos.lastDraw';

/**
 * The draw the seller sells on: the last one chosen on this device (kept across reloads), and
 * whether it is still open now. `hasLines`: a ticket in the making keeps its draw on screen
 * even once closed, so the seller sees why it cannot be sold.
 */
export function useDrawChoice(hasLines: boolean) {
  const now = useNow();
  const draws = useDraws();
  const [drawId, setDrawId] = useState(() => localStorage.getItem(LAST_DRAW_KEY));

  const list = draws.data ?? [];
  const chosen = list.find((d) => d._id === drawId);
  const chosenOpen = !!chosen && chosen.open && closesAt(chosen) > now;
  // A remembered draw that is closed today is not chosen for the seller.
  const shown = chosen && (chosenOpen || hasLines) ? chosen : undefined;

  const choose = (id: string) => {
    setDrawId(id);
    localStorage.setItem(LAST_DRAW_KEY, id);
  };
  return { draws, list, now, chosen, chosenOpen, shown, choose };
}

export type DrawChoice = ReturnType<typeof useDrawChoice>;
