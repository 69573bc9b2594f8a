import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reversedMarriage, type TypedLine } from '@tiraj/domain';
import type { Ticket } from '@tiraj/domain/contracts';
import { money } from '../../lib/ticket-print/ticket-format.ts';
import { deviceCode } from '../../lib/device-code.ts';
import { readDeviceSession } from '../../lib/device-session.ts';
import { useOnline } from '../../lib/network-status.ts';
import type { Say } from '../../lib/say.ts';
import { serverReason } from '../../lib/server-texts.ts';
import { SoldTicketPanel } from '../../lib/ticket-print/sold-ticket-panel.tsx';
import { DrawPicker } from './draw-picker.tsx';
import { closesAt, useDraws, useNow } from './draws.ts';
import { totalOf, type DraftLine } from './draft-line.ts';
import { LineEntry } from './line-entry.tsx';
import {
  claimOutcomes,
  keepPending,
  retryPending,
  sendSale,
  usePendingSales,
  type PendingSale,
  type SaleResult,
} from './pending-sales.ts';
import { newSaleKey } from './sale-key.ts';
import { TicketLines } from './ticket-lines.tsx';
import { useTypedLineChoice } from './typed-line-choice.ts';
import { WaitingSales } from './waiting-sales.tsx';
import '../../lib/pos-controls.css';
import './sell.css';

const LAST_DRAW_KEY = 'tiraj.pos.lastDraw';
const MAX_LINES = 100;
let nextLineId = 0;

/** Selling: choose a draw, type lines, sell; a sale without an answer waits, never sold twice. */
export function SellPage() {
  const { t } = useTranslation('pos');
  const session = readDeviceSession();
  const userId = session?.userId ?? '';
  const online = useOnline();
  const now = useNow();
  const draws = useDraws();
  const [choice, setChoice] = useTypedLineChoice();
  const { pending, outcomes, retrying } = usePendingSales();
  const numberRef = useRef<HTMLInputElement>(null);

  const [drawId, setDrawId] = useState(() => localStorage.getItem(LAST_DRAW_KEY));
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [lastAmount, setLastAmount] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  /** why the whole ticket was refused, said on screen in the language of the moment */
  const [refusedWhole, setRefusedWhole] = useState<Say | null>(null);
  /** the sale on screen that waits for its answer */
  const [waitingKey, setWaitingKey] = useState<string | null>(null);
  const [sold, setSold] = useState<Ticket | null>(null);

  const list = draws.data ?? [];
  const chosen = list.find((d) => d._id === drawId);
  const chosenOpen = !!chosen && chosen.open && closesAt(chosen) > now;
  // A remembered draw that is closed today is not chosen for the seller.
  const shown = chosen && (chosenOpen || lines.length > 0) ? chosen : undefined;

  const apply = (result: SaleResult, saleKey: string) => {
    if (result.kind === 'waiting') {
      setWaitingKey(saleKey);
      return;
    }
    setWaitingKey(null);
    if (result.kind === 'sold') {
      setSold(result.ticket);
      setLines([]);
      setRefusedWhole(null);
      return;
    }
    const byIndex = new Map(result.lines.map((l) => [l.index, l]));
    setLines((current) => current.map((line, i) => ({ ...line, refused: byIndex.get(i) })));
    // Refused lines say their own reasons by the line (ticket-lines.tsx); otherwise the server's
    // reason, from its code, in the screen's language.
    const { error } = result;
    const say: Say = result.lines.length
      ? (t) => t('sell.refused.title')
      : (t) => `${t('sell.refused.whole')} ${serverReason(error) ?? ''}`.trim();
    setRefusedWhole(() => say);
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

  const addLines = (typed: TypedLine[], amount: number): Say | null => {
    if (lines.length + typed.length > MAX_LINES) return (t) => t('sell.entry.tooMany');
    setLines((current) => [
      ...current,
      ...typed.map((t) => ({ ...t, amount, id: `l${nextLineId++}` })),
    ]);
    setLastAmount(amount);
    setRefusedWhole(null);
    return null;
  };
  const changeAmount = (id: string, amount: number) =>
    setLines((current) =>
      current.map((l) => (l.id === id ? { ...l, amount, refused: undefined } : l)),
    );
  const remove = (id: string) => setLines((current) => current.filter((l) => l.id !== id));

  const chooseDraw = (id: string) => {
    setDrawId(id);
    localStorage.setItem(LAST_DRAW_KEY, id);
    setLines((current) => current.map((l) => ({ ...l, refused: undefined })));
    setRefusedWhole(null);
    numberRef.current?.focus();
  };

  const total = totalOf(lines);
  const canSell = online && chosenOpen && lines.length > 0 && !sending && !waitingKey;

  const sell = async () => {
    if (!canSell || !chosen) return;
    const saleKey = newSaleKey(deviceCode());
    const sale: PendingSale = {
      saleKey,
      userId,
      body: {
        lotteryCategoryName: chosen._id,
        numbers: lines.map(({ gameCategory, number, amount }) => ({
          gameCategory,
          number,
          amount,
        })),
        saleKey,
      },
      drawName: chosen.lotteryName,
      total,
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

  const retryCurrent = async () => {
    const sale = pending.find((p) => p.saleKey === waitingKey);
    if (!sale) return;
    setSending(true);
    const result = await sendSale(sale);
    setSending(false);
    apply(result, sale.saleKey);
  };

  const newTicket = () => {
    setSold(null);
    setWaitingKey(null);
    setLines([]);
    setRefusedWhole(null);
    requestAnimationFrame(() => numberRef.current?.focus());
  };

  if (sold) return <SoldTicketPanel ticket={sold} onNewTicket={newTicket} />;

  const others = pending.filter((p) => p.userId === userId && p.saleKey !== waitingKey);
  const lastMarriage = [...lines].reverse().find((l) => l.gameCategory === 'MRG');
  const candidate = lastMarriage ? reversedMarriage(lastMarriage.number) : null;
  // Offered once: not when the reversed pair is already on the ticket.
  const reversed =
    candidate && !lines.some((l) => l.gameCategory === 'MRG' && l.number === candidate)
      ? candidate
      : null;
  const sellLabel = !online
    ? t('sell.sell.offline')
    : chosen && !chosenOpen
      ? t('sell.sell.closed')
      : sending
        ? t('sell.sell.sending')
        : t('sell.sell.button', { total: money(total) });

  return (
    <div className="pos-sell">
      <h1 className="pos-visually-hidden">{t('sell.title')}</h1>
      <WaitingSales
        pending={others}
        outcomes={outcomes}
        retrying={retrying}
        online={online}
        onRetry={() => void retryPending(userId)}
        onShow={setSold}
      />
      {draws.data ? (
        <DrawPicker draws={list} chosen={shown} now={now} onChoose={chooseDraw} />
      ) : draws.isError ? (
        <div className="pos-error" role="alert">
          {t('sell.draws.error')}{' '}
          <button
            type="button"
            className="pos-button pos-secondary"
            onClick={() => void draws.refetch()}
          >
            {t('sell.draws.retry')}
          </button>
        </div>
      ) : (
        <p className="pos-muted">
          {!online || draws.fetchStatus === 'paused'
            ? t('sell.draws.offline')
            : t('sell.draws.loading')}
        </p>
      )}
      {shown && !chosenOpen && (
        <p className="pos-error" role="alert">
          {t('sell.draws.closed', { name: shown.lotteryName })}
        </p>
      )}
      {waitingKey ? (
        <div className="pos-waiting pos-waiting-current" role="status">
          <h2>{t('sell.waiting.title')}</h2>
          <p>{t('sell.waiting.explain')}</p>
          <div className="pos-actions">
            <button
              type="button"
              className="pos-button pos-primary"
              onClick={() => void retryCurrent()}
              disabled={sending}
            >
              {sending ? t('sell.waiting.retrying') : t('sell.waiting.retry')}
            </button>
            <button type="button" className="pos-button pos-secondary" onClick={newTicket}>
              {t('sell.waiting.newTicket')}
            </button>
          </div>
        </div>
      ) : (
        <LineEntry
          choice={choice}
          onChoice={setChoice}
          lastAmount={lastAmount}
          reverse={
            reversed && lastMarriage ? { number: reversed, amount: lastMarriage.amount } : null
          }
          onAdd={addLines}
          numberRef={numberRef}
          disabled={sending}
        />
      )}
      {refusedWhole && (
        <p className="pos-error" role="alert">
          {refusedWhole(t)}
        </p>
      )}
      <TicketLines
        lines={lines}
        onAmount={changeAmount}
        onRemove={remove}
        onClear={newTicket}
        locked={!!waitingKey || sending}
      />
      {!waitingKey && (
        <div className="pos-sell-bar">
          <button
            type="button"
            className="pos-button pos-primary pos-sell-button"
            disabled={!canSell}
            onClick={() => void sell()}
          >
            {sellLabel}
          </button>
        </div>
      )}
    </div>
  );
}
