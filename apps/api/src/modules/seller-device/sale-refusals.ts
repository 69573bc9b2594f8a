import {
  bindingScope,
  coded,
  englishOf,
  fromCentimes,
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

/** 422 with each refused line and why; nothing of the ticket is kept (the transaction rolls back). */
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

/** The lines whose deltas pass a limit, each with the amount still available (the tightest scope's). */
export function linesOverLimits(
  lines: SaleLine[],
  deltas: TotalDelta[],
  /** the current totals of (at least) the capped deltas, by key; a missing one is 0 */
  totals: Map<string, number>,
  /** 'all-refused': the upsert refused these deltas already; 'only-over': keep those the totals cannot take */
  which: 'all-refused' | 'only-over',
): RefusedLine[] {
  const capped = deltas.filter((d) => d.cap !== null);
  if (capped.length === 0) return [];
  const scopesByLine = new Map<string, (TotalDelta & { total: number })[]>();
  for (const d of capped)
    scopesByLine.set(lineKey(d), [
      ...(scopesByLine.get(lineKey(d)) ?? []),
      { ...d, total: totals.get(keyOf(d)) ?? 0 },
    ]);
  const available = new Map<string, number>();
  for (const [line, scopes] of scopesByLine) {
    // The binding scope (the number info shows the same one): what it can still take is what is left.
    const binding = bindingScope(scopes)!;
    if (which === 'only-over' && binding.amount <= binding.left) continue;
    available.set(line, binding.left);
  }
  return lines
    .filter((l) => available.has(lineKey(l)))
    .map((l) => refusedLine(l, 'limit', fromCentimes(available.get(lineKey(l))!)));
}
