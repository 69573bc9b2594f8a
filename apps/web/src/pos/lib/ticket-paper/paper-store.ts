import { createStore, del, get, set, values } from 'idb-keyval';
import type { ShownTicket } from '../ticket-print/ticket-layout.ts';

/**
 * The paper of every sale made on this device (issue 37): the ticket as it was shown, and whether
 * its paper came out. Kept in IndexedDB before the ticket is shown, so a power cut between the
 * sale and its print leaves a ticket to print at the next opening, never a sale without its paper.
 */
export interface KeptPaper {
  /** the sale's key: one paper per sale, whatever answered it (online, offline, a retry) */
  saleKey: string;
  sellerId: string;
  ticket: ShownTicket;
  /** when the sale was made on this device (ISO): "the last ticket" is the latest of these */
  soldAt: string;
  /** when the device kept it (ISO): those kept before this opening are asked for again */
  keptAt: string;
  printed: boolean;
  /** the ticket was cancelled: never printed nor offered again */
  cancelled?: boolean;
}

const PAPERS_DB = { name: 'tiraj-pos-papers', store: 'papers' } as const;
const store = createStore(PAPERS_DB.name, PAPERS_DB.store);

export const readPaper = (saleKey: string) => get<KeptPaper>(saleKey, store);
export const writePaper = (paper: KeptPaper) => set(paper.saleKey, paper, store);
export const deletePaper = (saleKey: string) => del(saleKey, store);
export const readPapers = () => values<KeptPaper>(store);
