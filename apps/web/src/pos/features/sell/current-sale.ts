import { useEffect, useRef, useState } from 'react';
import { deviceCode } from '../../lib/device-code.ts';
import { isOnline } from '../../lib/network-status.ts';
import type { ShownTicket } from '../../lib/ticket-print/ticket-layout.ts';
import { offlineEngine, readOfflineView } from '../../lib/offline-selling/offline-state.ts';
import { playSignal } from '../../lib/signals/play-signal.ts';
import { keepPaper } from '../../lib/ticket-paper/papers.ts';
import { totalOf } from './draft-line.ts';
import type { SellerDraw } from './draws.ts';
import {
  claimOutcomes,
  keepPending,
  sendSale,
  usePendingSales,
  type PendingSale,
  type SaleResult,
} from '../../lib/pending-sales/pending-sales.ts';
import { newSaleKey } from './sale-key.ts';
import type { TicketDraft } from './ticket-draft.ts';

/**
 * The sale of the ticket on screen: kept on the device, then sent with its key. Its answer sells
 * the ticket, marks what the server refused, or leaves it waiting, to be sent again with the
 * same key: never sold twice.
 */
export function useCurrentSale(draft: TicketDraft, userId: string) {
  const { pending } = usePendingSales();
  const [sending, setSending] = useState(false);
  /** the sale on screen that waits for its answer */
  const [waitingKey, setWaitingKey] = useState<string | null>(null);
  const [sold, setSold] = useState<ShownTicket | null>(null);

  const apply = (result: SaleResult, saleKey: string) => {
    // Heard and felt at the counter, the seller's eyes on the customer (a setting, Paramèt).
    if (result.kind === 'sold') playSignal('sold');
    else if (result.kind === 'waiting') playSignal('offline');
    else playSignal('refused');
    if (result.kind === 'waiting') {
      setWaitingKey(saleKey);
      return;
    }
    setWaitingKey(null);
    if (result.kind === 'sold') {
      setSold(result.ticket);
      draft.clear();
      return;
    }
    if (result.kind === 'cancelled') {
      draft.cancelled(result.ticketId);
      return;
    }
    draft.refuse(result.lines, result.error);
  };

  // A retry in the background (network back, app start) may answer the sale on screen.
  const applyRef = useRef(apply);
  const waitingKeyRef = useRef(waitingKey);
  useEffect(() => {
    applyRef.current = apply;
    waitingKeyRef.current = waitingKey;
  });
  useEffect(
    () =>
      claimOutcomes((outcome) => {
        if (outcome.sale.saleKey !== waitingKeyRef.current) return false;
        applyRef.current(outcome, outcome.sale.saleKey);
        return true;
      }),
    [],
  );

  const sell = async (draw: SellerDraw) => {
    const saleKey = newSaleKey(deviceCode());
    const { lines } = draft;
    draft.sending();
    // No network, and the company sells offline: from the draw's grant (issue 32).
    if (!isOnline() && readOfflineView().enabled) {
      setSending(true);
      const result = await offlineEngine().then(
        (engine) => engine.sellOfflineNow(draw, lines, saleKey, userId),
        () => null,
      );
      // Kept with its paper not printed before it is shown: a power cut now is asked again.
      const shown =
        result?.kind === 'sold'
          ? await keepPaper(saleKey, result.ticket, {
              soldAt: result.ticket.soldAt,
              sellerId: userId,
            })
          : null;
      setSending(false);
      // The engine could not load: nothing sold, said as the sale's whole refusal.
      if (!result) return draft.refuseOffline([], (t) => t('sell.sell.offline'));
      playSignal(result.kind === 'sold' ? 'sold' : 'refused');
      if (shown) {
        setSold(shown);
        draft.clear();
      } else if (result.kind === 'refused') draft.refuseOffline(result.lines, result.whole);
      return;
    }
    const sale: PendingSale = {
      saleKey,
      userId,
      body: {
        lotteryCategoryName: draw._id,
        numbers: lines.map(({ gameCategory, number, amount }) => ({
          gameCategory,
          number,
          amount,
        })),
        saleKey,
      },
      drawName: draw.lotteryName,
      total: totalOf(lines),
      createdAt: new Date().toISOString(),
    };
    setSending(true);
    try {
      await keepPending(sale);
    } catch {
      // No IndexedDB on this browser: the key still protects a retry made while the screen is open.
    }
    const result = await sendSale(sale);
    setSending(false);
    apply(result, saleKey);
  };

  const retry = async () => {
    const sale = pending.find((p) => p.saleKey === waitingKey);
    if (!sale) return;
    setSending(true);
    const result = await sendSale(sale);
    setSending(false);
    apply(result, sale.saleKey);
  };

  /** A new ticket: the one shown (sold or waiting in the list) is put aside. */
  const reset = () => {
    setSold(null);
    setWaitingKey(null);
    draft.clear();
  };

  return { sending, waitingKey, sold, show: setSold, sell, retry, reset };
}
