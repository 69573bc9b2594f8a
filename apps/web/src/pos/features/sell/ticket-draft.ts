import { useEffect, useRef, useState } from 'react';
import type { TypedLine } from '@tiraj/domain';
import type { RefusedLine } from '@tiraj/domain/contracts';
import type { ApiError } from '../../../lib/api-client.ts';
import type { Say } from '../../lib/say.ts';
import { serverReason } from '../../lib/server-texts.ts';
import { refusalsByLine, type DraftLine, type LineReason } from './draft-line.ts';
import { forgetDraft, keepDraft, readKeptDraft } from './kept-draft.ts';

const MAX_LINES = 100;
let nextLineId = 0;

/**
 * The ticket being made: its lines, the last amount typed, and why the server refused it. The
 * lines are kept across a reload (kept-draft.ts) until the ticket is sent.
 */
export function useTicketDraft(userId: string) {
  const [kept] = useState(() => readKeptDraft(userId));
  const [lines, setLines] = useState<DraftLine[]>(() =>
    kept.lines.map((l) => ({ ...l, id: `l${nextLineId++}` })),
  );
  const [lastAmount, setLastAmount] = useState<number | null>(kept.lastAmount);
  /** false once the ticket is sent (a waiting sale is kept with its key, never typed again) */
  const keeping = useRef(true);
  useEffect(() => {
    if (keeping.current) keepDraft(userId, lines, lastAmount);
  }, [userId, lines, lastAmount]);
  /** why the whole ticket was refused, said on screen in the language of the moment */
  const [refusedWhole, setRefusedWhole] = useState<Say | null>(null);

  /** Adds typed lines with one amount; answers why they could not be added, or null. */
  const add = (typed: TypedLine[], amount: number): Say | null => {
    if (lines.length + typed.length > MAX_LINES) return (t) => t('sell.entry.tooMany');
    keeping.current = true;
    setLines((current) => [
      ...current,
      ...typed.map((t) => ({ ...t, amount, id: `l${nextLineId++}` })),
    ]);
    setLastAmount(amount);
    setRefusedWhole(null);
    return null;
  };
  const changeAmount = (id: string, amount: number) => {
    keeping.current = true;
    setLines((current) =>
      current.map((l) => (l.id === id ? { ...l, amount, refused: undefined } : l)),
    );
  };
  const remove = (id: string) => {
    keeping.current = true;
    setLines((current) => current.filter((l) => l.id !== id));
  };

  /** Another draw: what the server said of the lines was said for the one before. */
  const forgetRefusals = () => {
    setLines((current) => current.map((l) => ({ ...l, refused: undefined })));
    setRefusedWhole(null);
  };
  const clear = () => {
    keeping.current = true;
    setLines([]);
    setRefusedWhole(null);
  };

  /** The ticket is being sent: from now on it is a sale, kept as one, not as lines to type. */
  const sending = () => {
    keeping.current = false;
    forgetDraft();
  };

  /** The server refused the ticket: each refused line carries its reasons, or the whole ticket does. */
  const refuse = (refused: RefusedLine[], error: ApiError) => {
    keeping.current = true;
    const byIndex = refusalsByLine(refused);
    setLines((current) => current.map((line, i) => ({ ...line, refused: byIndex.get(i) })));
    // Refused lines say their own reasons by the line (ticket-lines.tsx); otherwise the server's
    // reason, from its code, in the screen's language.
    const say: Say = refused.length
      ? (t) => t('sell.refused.title')
      : (t) => `${t('sell.refused.whole')} ${serverReason(error) ?? ''}`.trim();
    setRefusedWhole(() => say);
  };

  /** The offline grant refused the ticket (issue 32): its lines' reasons, or the whole's. */
  const refuseOffline = (refused: LineReason[], whole: Say | null) => {
    keeping.current = true;
    const byIndex = refusalsByLine(refused);
    setLines((current) => current.map((line, i) => ({ ...line, refused: byIndex.get(i) })));
    const say: Say = whole ?? ((t) => t('sell.refused.title'));
    setRefusedWhole(() => say);
  };

  /** Its key's ticket was cancelled since it was sold: said instead of printing it. */
  const cancelled = (ticketId: string) => {
    const say: Say = (t) => t('sell.waiting.cancelled', { ticketId });
    setRefusedWhole(() => say);
  };

  return {
    lines,
    lastAmount,
    refusedWhole,
    add,
    changeAmount,
    remove,
    forgetRefusals,
    clear,
    sending,
    refuse,
    refuseOffline,
    cancelled,
  };
}

export type TicketDraft = ReturnType<typeof useTicketDraft>;
