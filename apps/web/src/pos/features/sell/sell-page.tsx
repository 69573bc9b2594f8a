import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDeviceSession } from '../../lib/device-session.ts';
import { useOnline } from '../../lib/network-status.ts';
import { useOfflineView } from '../../lib/offline-selling/offline-state.ts';
import { playSignal } from '../../lib/signals/play-signal.ts';
import { SoldTicketPanel } from '../../lib/ticket-print/sold-ticket-panel.tsx';
import { useCurrentSale } from './current-sale.ts';
import { reverseOffers, totalOf } from './draft-line.ts';
import { useDrawChoice } from './draw-choice.ts';
import { DrawsPanel } from './draws-panel.tsx';
import { LineEntry } from './line-entry.tsx';
import { retryPending, usePendingSales } from '../../lib/pending-sales/pending-sales.ts';
import { ReprintLast } from './reprint-last.tsx';
import { UnprintedPapers } from './unprinted-papers.tsx';
import type { ShownTicket } from '../../lib/ticket-print/ticket-layout.ts';
import { SellBar } from './sell-bar.tsx';
import { useTicketDraft } from './ticket-draft.ts';
import { TicketLines } from './ticket-lines.tsx';
import { useTypedLineChoice } from './typed-line-choice.ts';
import { WaitingCurrent } from './waiting-current.tsx';
import { WaitingSales } from './waiting-sales.tsx';
import '../../lib/pos-controls.css';
import './sell.css';

/** Selling: choose a draw, type lines, sell; a sale without an answer waits, never sold twice. */
export function SellPage() {
  const { t } = useTranslation('pos');
  const session = readDeviceSession();
  const userId = session?.userId ?? '';
  const online = useOnline();
  // No network, but the company sells offline: the sale screen sells from the draw's grant.
  const offline = useOfflineView();
  const canSellOffline = !online && offline.enabled && offline.ready;
  const [choice, setChoice] = useTypedLineChoice();
  const { pending, outcomes, retrying, resendAt } = usePendingSales();
  const numberRef = useRef<HTMLInputElement>(null);
  /** a kept paper printed again: the last ticket (a KOPI) or an unprinted sale's (itself) */
  const [reprint, setReprint] = useState<{
    ticket: ShownTicket;
    copy: boolean;
    now: boolean;
  } | null>(null);

  // The network dropping while selling is heard, not only shown (the first render is no drop).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (wasOnline.current && !online) playSignal('offline');
    wasOnline.current = online;
  }, [online]);

  const draft = useTicketDraft(userId);
  const { lines } = draft;
  const draw = useDrawChoice(lines.length > 0);
  const { chosen, chosenOpen } = draw;
  const sale = useCurrentSale(draft, userId);
  const { sending, waitingKey } = sale;

  const chooseDraw = (id: string) => {
    draw.choose(id);
    draft.forgetRefusals();
    numberRef.current?.focus();
  };

  const total = totalOf(lines);
  const canSell =
    (online || canSellOffline) && chosenOpen && lines.length > 0 && !sending && !waitingKey;
  const sell = () => {
    if (!canSell || !chosen) return;
    void sale.sell(chosen);
  };

  const newTicket = () => {
    sale.reset();
    requestAnimationFrame(() => numberRef.current?.focus());
  };

  if (sale.sold) return <SoldTicketPanel ticket={sale.sold} onNewTicket={newTicket} />;
  if (reprint)
    return (
      <SoldTicketPanel
        ticket={reprint.ticket}
        copy={reprint.copy}
        printNow={reprint.now}
        onNewTicket={() => {
          setReprint(null);
          requestAnimationFrame(() => numberRef.current?.focus());
        }}
      />
    );

  const others = pending.filter((p) => p.userId === userId && p.saleKey !== waitingKey);

  return (
    <div className="pos-sell">
      <h1 className="pos-visually-hidden">{t('sell.title')}</h1>
      <WaitingSales
        pending={others}
        outcomes={outcomes}
        retrying={retrying}
        resendAt={resendAt}
        online={online}
        onRetry={() => void retryPending(userId)}
        onShow={sale.show}
      />
      <UnprintedPapers
        sellerId={userId}
        onPrint={(ticket) => setReprint({ ticket, copy: false, now: true })}
      />
      <DrawsPanel choice={draw} online={online} onChoose={chooseDraw} />
      {waitingKey ? (
        <WaitingCurrent
          sending={sending}
          resendAt={resendAt}
          onRetry={() => void sale.retry()}
          onNewTicket={newTicket}
        />
      ) : (
        <LineEntry
          choice={choice}
          onChoice={setChoice}
          lastAmount={draft.lastAmount}
          reverses={reverseOffers(lines)}
          onAdd={draft.add}
          numberRef={numberRef}
          disabled={sending}
          compact={lines.length > 0}
          onSellKey={lines.length > 0 ? sell : undefined}
        />
      )}
      {draft.refusedWhole && (
        <p className="pos-error" role="alert">
          {draft.refusedWhole(t)}
        </p>
      )}
      <TicketLines
        lines={lines}
        onAmount={draft.changeAmount}
        onRemove={draft.remove}
        onClear={newTicket}
        locked={!!waitingKey || sending}
      />
      {lines.length === 0 && !waitingKey && (
        <ReprintLast
          sellerId={userId}
          onReprint={(ticket) => setReprint({ ticket, copy: true, now: false })}
        />
      )}
      {!waitingKey && (
        <SellBar
          online={online || canSellOffline}
          closed={!!chosen && !chosenOpen}
          sending={sending}
          total={total}
          canSell={canSell}
          onSell={sell}
          keyHint={lines.length > 0}
        />
      )}
    </div>
  );
}
