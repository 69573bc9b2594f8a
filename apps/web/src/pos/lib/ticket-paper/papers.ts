import { useEffect, useSyncExternalStore } from 'react';
import type { ShownTicket } from '../ticket-print/ticket-layout.ts';
import { papersToDrop } from './paper-rules.ts';
import { deletePaper, readPapers, writePaper, type KeptPaper } from './paper-store.ts';

/** When this opening of the app began: what was kept before it and never printed is asked for. */
export const OPENED_AT = Date.now();

interface State {
  papers: KeptPaper[];
  loaded: boolean;
}
let state: State = { papers: [], loaded: false };
const listeners = new Set<() => void>();
const put = (papers: KeptPaper[]) => {
  state = { papers, loaded: true };
  listeners.forEach((l) => l());
};
const others = (saleKey: string) => state.papers.filter((p) => p.saleKey !== saleKey);

/**
 * Keeps a sale's ticket on the device, paper not printed yet, before it is shown: the same sale
 * answered again keeps its first time and whether it was printed. Answers the ticket to show, with
 * its sale key (how its print is marked). A device that cannot write still sells.
 */
export async function keepPaper(
  saleKey: string,
  ticket: ShownTicket,
  { soldAt, sellerId }: { soldAt: string; sellerId: string },
): Promise<ShownTicket> {
  await loadPapers();
  const kept = state.papers.find((p) => p.saleKey === saleKey);
  const paper: KeptPaper = {
    saleKey,
    sellerId,
    ticket: { ...ticket, saleKey },
    soldAt: kept?.soldAt ?? soldAt,
    keptAt: kept?.keptAt ?? new Date().toISOString(),
    printed: kept?.printed ?? false,
  };
  put([...others(saleKey), paper]);
  try {
    await writePaper(paper);
  } catch {
    // No IndexedDB (some private windows): the paper is known until the page closes.
  }
  return paper.ticket;
}

/** Its paper came out (the printer said so, or the print dialog closed): not asked for again. */
export async function markPrinted(saleKey: string) {
  await loadPapers();
  const kept = state.papers.find((p) => p.saleKey === saleKey);
  if (!kept || kept.printed) return;
  const paper = { ...kept, printed: true };
  put([...others(saleKey), paper]);
  await writePaper(paper).catch(() => undefined);
}

/** A cancelled ticket (by its ID or its code) is never offered for printing again. */
export async function forgetPaperOf(ticketId: string) {
  // Cancelled from a screen that never read the papers of this opening: read them first.
  await loadPapers();
  const gone = state.papers
    .filter((p) => p.ticket._id === ticketId || p.ticket.ticketId === ticketId)
    .map((p) => ({ ...p, cancelled: true }));
  if (gone.length === 0) return;
  const keys = new Set(gone.map((p) => p.saleKey));
  put([...state.papers.filter((p) => !keys.has(p.saleKey)), ...gone]);
  await Promise.all(gone.map(writePaper)).catch(() => undefined);
}

/** Reads what the device kept (once per opening), letting go of what is no longer needed. */
let loading: Promise<void> | null = null;
export function loadPapers(): Promise<void> {
  loading ??= (async () => {
    try {
      const kept = await readPapers();
      const drop = papersToDrop(kept, new Date());
      // Papers kept meanwhile (a sale made while reading) stay.
      const known = new Set(state.papers.map((p) => p.saleKey));
      put([...state.papers, ...kept.filter((p) => !drop.includes(p) && !known.has(p.saleKey))]);
      await Promise.all(drop.map((p) => deletePaper(p.saleKey)));
    } catch {
      put(state.papers);
    }
  })();
  return loading;
}

/** The papers as known now (read once loadPapers settled). */
export const readPapersNow = () => state.papers;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The device's kept papers, read from IndexedDB at the first use. */
export function usePapers(): State {
  useEffect(() => void loadPapers(), []);
  return useSyncExternalStore(subscribe, () => state);
}
