import type { GameCategory } from '@tiraj/domain';
import type { RefusedLine } from '@tiraj/domain/contracts';

// LotterySoft's app expects part of a ticket to be sold: a blocked line dropped, a line over a
// limit or a percentage cap cut to what is left. Tiraj sells all or nothing, and its refusal names
// each refused line with why and what is left. This plans, from that refusal alone, the next
// ticket to offer the same sale function: no rule is restated here, only read from its answer.

/** One line as the device asked it; amounts in whole gourdes, as the device counts them. */
export interface DeviceLine {
  gameCategory: GameCategory;
  number: string;
  amount: number;
}

/** A line still on offer: its place in the device's request, and what is offered now. */
export interface OfferedLine extends DeviceLine {
  asked: number;
  at: number;
}

export interface LimitCut {
  gameCategory: GameCategory;
  number: string;
  /** what the device asked */
  amount: number;
  /** what is sold of it (0: dropped) */
  availableAmount: number;
}

export interface Cuts {
  /** by the line's place in the device's request */
  limited: Map<number, LimitCut>;
  blocked: Map<number, { gameCategory: GameCategory; number: string }>;
}

export type NextOffer =
  | { kind: 'offer'; lines: OfferedLine[] }
  /** the whole ticket is refused for a reason no cut can answer */
  | { kind: 'stop'; reason: 'closed' | 'inactive' | 'other' };

export const firstOffer = (lines: DeviceLine[]): OfferedLine[] =>
  lines.map((l, at) => ({ ...l, asked: l.amount, at }));

export const noCuts = (): Cuts => ({ limited: new Map(), blocked: new Map() });

const CUTTABLE = new Set<string>(['blocked', 'limit', 'percentage']);

/**
 * The next offer after a refusal of `offered` (its lines' `index` are places in `offered`):
 * blocked lines dropped; lines over a limit or a percentage cap cut down to the whole gourdes still
 * available (a limit's room is shared by the lines of one number: the first ones take it), and
 * dropped at 0. Records each cut in `cuts` (mutated). A refusal that moves nothing is answered
 * `other`: offering the same again would be refused the same way.
 */
export function nextOffer(offered: OfferedLine[], refusal: RefusedLine[], cuts: Cuts): NextOffer {
  const reasons = new Set(refusal.map((r) => r.reason as string));
  if (reasons.has('inactive')) return { kind: 'stop', reason: 'inactive' };
  if (reasons.has('closed')) return { kind: 'stop', reason: 'closed' };
  if ([...reasons].some((r) => !CUTTABLE.has(r))) return { kind: 'stop', reason: 'other' };

  const amounts = offered.map((l) => l.amount);
  const dropped = new Set<number>();
  const roomOfNumber = new Map<string, number>();
  for (const r of [...refusal].sort((a, b) => a.index - b.index)) {
    const line = offered[r.index];
    if (!line) return { kind: 'stop', reason: 'other' };
    if (r.reason === 'blocked') {
      dropped.add(r.index);
      cuts.blocked.set(line.at, { gameCategory: line.gameCategory, number: line.number });
      continue;
    }
    const available = Math.max(0, Math.floor((r.available ?? 0) + 1e-9));
    let room = available;
    if (r.reason === 'limit') {
      const key = `${line.gameCategory}|${line.number}`;
      room = roomOfNumber.get(key) ?? available;
      roomOfNumber.set(key, Math.max(0, room - Math.min(amounts[r.index]!, room)));
    }
    amounts[r.index] = Math.min(amounts[r.index]!, room);
  }

  const lines: OfferedLine[] = [];
  let moved = dropped.size > 0;
  offered.forEach((line, i) => {
    if (dropped.has(i)) return;
    const amount = amounts[i]!;
    if (amount === line.amount) return lines.push(line);
    moved = true;
    cuts.limited.set(line.at, {
      gameCategory: line.gameCategory,
      number: line.number,
      amount: line.asked,
      availableAmount: amount,
    });
    if (amount > 0) lines.push({ ...line, amount });
  });
  return moved ? { kind: 'offer', lines } : { kind: 'stop', reason: 'other' };
}
