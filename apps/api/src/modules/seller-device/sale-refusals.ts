import {
  coded,
  englishOf,
  fromCentimes,
  lineRooms,
  linesOverPercentage,
  type GameCategory,
  type MessageCode,
  type MessageParamsOf,
  type Multipliers,
  type RaisedTotal,
} from '@tiraj/domain';
import type { RefusedLine } from '@tiraj/domain/contracts';
import { AppError } from '../../errors.ts';
import type { SaleContext } from './sale-context.ts';
import type { TotalRow } from './sell-answer.ts';
import { capOf, keyOf, ticketDeltas, type TotalDelta } from '../../ticketing/limit-totals.ts';

// Why a sale's lines are refused: blocked numbers, percentage caps and limits (with what is left).

export interface SaleLine {
  index: number;
  gameCategory: GameCategory;
  number: string;
  amount: number; // centimes
}

/**
 * 422 naming every refused line with every reason, in one answer: a line refused for several
 * reasons (blocked, percentage, limit…) comes once per reason, in the order of the lines.
 * Nothing of the ticket is kept (the transaction rolls back).
 */
export function refuse(refused: RefusedLine[]): never {
  const lines = [...refused].sort((a, b) => a.index - b.index);
  const summary = lines.map((l) => englishOf(l.code as MessageCode, l.params as MessageParamsOf));
  throw new AppError(422, coded('sale.refused', { summary: summary.join('; ') }), {
    details: { lines },
  });
}

/** One refused line: its reason, and the code (`sale.<reason>`) and parameters a client words it by. */
function refusedLine(l: SaleLine, reason: RefusedLine['reason'], available?: number): RefusedLine {
  const shown = available === undefined ? {} : { available };
  const params = { gameCategory: l.gameCategory, number: l.number, ...shown };
  return {
    index: l.index,
    gameCategory: l.gameCategory,
    number: l.number,
    reason,
    ...shown,
    code: `sale.${reason}`,
    params,
  };
}

export const refusedAll = (lines: SaleLine[], reason: RefusedLine['reason']): RefusedLine[] =>
  lines.map((l) => refusedLine(l, reason));

const lineKey = (l: { gameCategory: string; number: string }) => `${l.gameCategory}|${l.number}`;

export function blockedLines(lines: SaleLine[], blocked: SaleContext['blocked']): RefusedLine[] {
  const keys = new Set(blocked.map((b) => `${b.game}|${b.number}`));
  return lines.filter((l) => keys.has(lineKey(l))).map((l) => refusedLine(l, 'blocked'));
}

export function overPercentage(
  lines: SaleLine[],
  percents: SaleContext['percents'],
): RefusedLine[] {
  const percentByGame = new Map(
    (percents ?? []).map((p) => [p.gameCategory as GameCategory, Number(p.limitPercent)]),
  );
  return linesOverPercentage(lines, percentByGame).map(({ index, cap }) =>
    refusedLine(lines[index]!, 'percentage', fromCentimes(cap)),
  );
}

/** The ticket's deltas (every stored line, bonus lines included) with each scope's cap from the company's limits. */
export function limitDeltas(
  stored: Parameters<typeof ticketDeltas>[0],
  multipliers: Multipliers,
  scopeKeys: string[],
  records: SaleContext['limitRecords'],
): TotalDelta[] {
  return ticketDeltas(stored, multipliers, scopeKeys, (scopeKey, game) =>
    capOf(records, scopeKey, game),
  );
}

/** The deltas over their cap on their own: the upsert would insert them (its WHERE checks only an update). */
export const deltasOverCap = (deltas: TotalDelta[]) =>
  deltas.filter((d) => d.cap !== null && d.amount > d.cap);

/** Running totals as the sale's call answers them, by key (limit-totals.ts `keyOf`). */
export const totalsByKey = (rows: TotalRow[]) =>
  new Map(
    rows.map(([gameCategory, number, scopeKey, total]) => [
      keyOf({ gameCategory, number, scopeKey }),
      Number(total),
    ]),
  );

/** The totals a sale raised, with what it added and each scope's cap (what the alerts read). */
export const raisedTotals = (deltas: TotalDelta[], rows: TotalRow[]): RaisedTotal[] => {
  const after = totalsByKey(rows);
  return deltas.flatMap((d) => {
    const total = after.get(keyOf(d));
    return total === undefined ? [] : [{ ...d, total }];
  });
};

/**
 * Every line over a limit, each with what it may still carry now: its number's binding room
 * (the tightest scope, as the number info shows it) less what the ticket's earlier lines on the
 * same number take (the domain's `lineRooms`).
 */
export function linesOverLimits(
  lines: SaleLine[],
  deltas: TotalDelta[],
  /** the current totals of (at least) the capped deltas, by key; a missing one is 0 */
  totals: Map<string, number>,
): RefusedLine[] {
  const scopesByNumber = new Map<string, (TotalDelta & { total: number })[]>();
  for (const d of deltas)
    if (d.cap !== null)
      scopesByNumber.set(lineKey(d), [
        ...(scopesByNumber.get(lineKey(d)) ?? []),
        { ...d, total: totals.get(keyOf(d)) ?? 0 },
      ]);
  const rooms = lineRooms(
    lines,
    (gameCategory, number) => scopesByNumber.get(lineKey({ gameCategory, number })) ?? [],
  );
  return lines.flatMap((l, i) => {
    const room = rooms[i]!;
    return room.over ? [refusedLine(l, 'limit', fromCentimes(room.available!))] : [];
  });
}
