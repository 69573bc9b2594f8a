import { useEffect, useSyncExternalStore } from 'react';
import type { AddTicketBody, RefusedLine, Ticket } from '@tiraj/domain/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { isNetworkError, onReconnect, reportCall } from '../network-status.ts';
import { loadServerTexts } from '../server-texts.ts';
import { keepPaper } from '../ticket-paper/papers.ts';
import type { ShownTicket } from '../ticket-print/ticket-layout.ts';
import { deletePendingSale, readPendingSales, savePendingSale } from './pending-store.ts';
import { readDeviceSession } from '../device-session.ts';
import { resendsItself } from './resend-backoff.ts';
import { resendTimer } from './resend-timer.ts';

/** A sale sent (or about to be) whose answer has not come back: kept on the device until it does. */
export interface PendingSale {
  saleKey: string;
  /** the seller who made it: another seller signing in on this device never sends it */
  userId: string;
  body: AddTicketBody;
  drawName: string;
  total: number;
  createdAt: string;
}

export type SaleResult =
  | { kind: 'sold'; ticket: ShownTicket }
  /** `error` keeps the server's code and parameters: its text is said in the language on screen when shown */
  | { kind: 'refused'; status: number; error: ApiError; lines: RefusedLine[] }
  /** its key's ticket was sold, then cancelled (deleted): never printed as sold */
  | { kind: 'cancelled'; ticketId: string }
  /** `again`: no answer for now (network, timeout, 502/503/504): it is sent again by itself */
  | { kind: 'waiting'; again?: boolean };

/** What a retry in the background learnt about a sale: shown until the seller has seen it. */
export type SaleOutcome = { sale: PendingSale } & Exclude<SaleResult, { kind: 'waiting' }>;

interface State {
  pending: PendingSale[];
  outcomes: SaleOutcome[];
  retrying: boolean;
  /** when the waiting sales are sent again by themselves (ms since the epoch), null: not planned */
  resendAt: number | null;
}

let state: State = { pending: [], outcomes: [], retrying: false, resendAt: null };
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

const inFlight = new Map<string, Promise<SaleResult>>();
const resend = resendTimer((resendAt) => set({ resendAt }));

/**
 * After a try without an answer, the next by itself (backoff, same key); any answer resets it.
 * Without network the browser's `online` event sends them instead. Only the signed-in seller's
 * sales go, under its session.
 */
function planResend(result: SaleResult) {
  if (result.kind !== 'waiting') return resend.answered();
  if (!result.again || !navigator.onLine) return;
  resend.later(() => {
    const userId = readDeviceSession()?.userId;
    if (userId) void retryPending(userId);
  });
}

const ANSWER_TIMEOUT_MS = 20_000;

/** Before anything is sent: the sale is on the device, so a crash or a lost answer cannot lose it. */
export async function keepPending(sale: PendingSale) {
  await savePendingSale(sale);
  set({ pending: [...state.pending.filter((p) => p.saleKey !== sale.saleKey), sale] });
}

async function forget(saleKey: string) {
  await deletePendingSale(saleKey);
  set({ pending: state.pending.filter((p) => p.saleKey !== saleKey) });
}

/**
 * Sends a kept sale with its own key. Sold (200), refused or cancelled since (4xx): done, forgotten.
 * No answer, a network failure or a 5xx: it stays waiting, to be sent again with the same key.
 */
export function sendSale(sale: PendingSale): Promise<SaleResult> {
  const running = inFlight.get(sale.saleKey);
  if (running) return running;
  const attempt = (async (): Promise<SaleResult> => {
    const signal = AbortSignal.timeout(ANSWER_TIMEOUT_MS);
    try {
      const answer = await api<{ data: Ticket }>('POST', '/seller/addticket', sale.body, {
        signal,
      });
      reportCall(true);
      // Its paper is kept before the waiting sale is let go: a power cut now leaves a ticket to
      // print at the next opening, not a sale nobody printed.
      const ticket = await keepPaper(sale.saleKey, answer.data, {
        soldAt: sale.createdAt,
        sellerId: sale.userId,
      });
      await forget(sale.saleKey);
      return { kind: 'sold', ticket };
    } catch (error) {
      if (isNetworkError(error)) {
        reportCall(false);
        return { kind: 'waiting', again: true };
      }
      // A 401 sold nothing, but the seller signs in again and the sale goes then.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        reportCall(true);
        if (error.status === 401) return { kind: 'waiting' };
        await forget(sale.saleKey);
        if (error.code === 'sale.key_cancelled')
          return { kind: 'cancelled', ticketId: ticketIdOf(error) };
        const details = error.details as { lines?: RefusedLine[] } | undefined;
        // Refused lines are said in the point of sale's words; another refusal in the server's.
        if (!details?.lines?.length) await loadServerTexts();
        return {
          kind: 'refused',
          status: error.status,
          error,
          lines: details?.lines ?? [],
        };
      }
      // A proxy's 502/503/504 (a deploy): sent again soon. Another 5xx waits for the seller.
      return { kind: 'waiting', again: error instanceof ApiError && resendsItself(error.status) };
    } finally {
      inFlight.delete(sale.saleKey);
    }
  })();
  void attempt.then(planResend);
  inFlight.set(sale.saleKey, attempt);
  return attempt;
}

/** The code of the cancelled ticket a `sale.key_cancelled` answer names. */
function ticketIdOf(error: ApiError): string {
  const ticket = (error.details as { ticket?: { ticketId?: unknown } } | undefined)?.ticket;
  return typeof ticket?.ticketId === 'string'
    ? ticket.ticketId
    : String(error.params?.ticketId ?? '');
}

/** Reads what a reload or a crash left on the device. */
export async function loadPending() {
  try {
    set({ pending: await readPendingSales() });
  } catch {
    // No IndexedDB (some private windows): nothing was kept, nothing to load.
  }
}

/** Sends again every waiting sale of this seller, oldest first; their outcomes are kept to be seen. */
export async function retryPending(userId: string) {
  // Without a network there is nothing to try; the `online` event brings us back.
  if (state.retrying || !navigator.onLine) return;
  set({ retrying: true });
  try {
    const mine = state.pending
      .filter((p) => p.userId === userId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const sale of mine) {
      const result = await sendSale(sale);
      if (result.kind === 'waiting') break; // still no network: the rest would fail the same way
      const outcome: SaleOutcome = { sale, ...result };
      // The sale on the selling screen takes its own answer; the others wait in the list.
      if (![...claimers].some((claim) => claim(outcome)))
        set({ outcomes: [...state.outcomes, outcome] });
    }
  } finally {
    set({ retrying: false });
  }
}

const claimers = new Set<(outcome: SaleOutcome) => boolean>();

/** The selling screen takes the answer of the sale it shows (true: taken). */
export function claimOutcomes(claim: (outcome: SaleOutcome) => boolean) {
  claimers.add(claim);
  return () => {
    claimers.delete(claim);
  };
}

export function dismissOutcome(saleKey: string) {
  set({ outcomes: state.outcomes.filter((o) => o.sale.saleKey !== saleKey) });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting sales as they stand now (outside React). */
export const readPendingState = (): State => state;

export function usePendingSales(): State {
  return useSyncExternalStore(subscribe, () => state);
}

/** Waiting sales go again on app start, when the network comes back, and when a call answers again. */
export function usePendingSaleRetries(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    void loadPending().then(() => retryPending(userId));
    return onReconnect(() => void retryPending(userId));
  }, [userId]);
}
