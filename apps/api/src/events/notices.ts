import { GAME_CATEGORIES, type GameCategory, type LimitScope } from '@tiraj/domain';

/**
 * What the event bus (event-bus.ts) carries between API instances: each instance hands a notice
 * to its own open push streams (the chat's, the risk board's) and caches. Notices carry ids (an
 * alert adds what its toast says); each stream decides from the ids whether its user may know
 * (ARCHITECTURE.md §1, §8).
 */
export type Notice = ChatNotice | SaleNotice | AlertNotice | StaleNotice;

/** A chat message was stored: the streams of its thread fetch it. */
export interface ChatNotice {
  kind: 'chat';
  companyId: string;
  sellerId: string;
  messageId: string;
  senderId: string;
}

/** A ticket of a draw was sold or deleted: the risk boards of its company refetch. */
export interface SaleNotice {
  kind: 'sale';
  companyId: string;
  sellerId: string;
  lotteryCategoryId: string;
  /** YYYY-MM-DD */
  drawDate: string;
  ticketId: string;
}

/**
 * A number of a draw reached the company's alert share of a limit (issue 15): stored once, then
 * announced with what the toast says (small facts of the company's own draw, no one's name).
 */
export interface AlertNotice {
  kind: 'alert';
  companyId: string;
  alertId: string;
  lotteryCategoryId: string;
  lotteryCategoryName: string;
  /** YYYY-MM-DD */
  drawDate: string;
  gameCategory: GameCategory;
  number: string;
  scope: LimitScope;
  /** the supervisor whose group the limit concerns; null: All, or a seller with no supervisor */
  supervisorId: string | null;
  usedPercent: number;
  /** ISO 8601 */
  createdAt: string;
}

/**
 * What an instance keeps in memory went stale (issue 16): every instance's caches drop it before
 * its next request. Coarse on purpose: a whole company's sessions, a user's, or every lottery
 * category.
 */
export type StaleRead =
  | { what: 'company-sessions'; companyId: string }
  | { what: 'user-sessions'; userId: string }
  | { what: 'categories' };

export type StaleNotice = { kind: 'stale' } & StaleRead;

const UUID = /^[0-9a-f-]{36}$/i;
const NUMBER = /^[0-9×]{2,5}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Notices as they travel between instances: compact JSON of ids (and a sale's draw date). A chat
 * notice has no `k`: the first kind, kept as it was so that instances of two versions still
 * understand each other during a rolling start.
 */
export const encodeNotice = (n: Notice) =>
  n.kind === 'stale'
    ? JSON.stringify(encodeStale(n))
    : n.kind === 'alert'
      ? JSON.stringify({ ...n, kind: undefined, k: 'a' })
      : n.kind === 'sale'
        ? JSON.stringify({
            k: 's',
            c: n.companyId,
            s: n.sellerId,
            l: n.lotteryCategoryId,
            d: n.drawDate,
            t: n.ticketId,
          })
        : JSON.stringify({ c: n.companyId, s: n.sellerId, m: n.messageId, f: n.senderId });

function encodeStale(n: StaleNotice) {
  if (n.what === 'company-sessions') return { k: 'x', w: 'c', i: n.companyId };
  if (n.what === 'user-sessions') return { k: 'x', w: 'u', i: n.userId };
  return { k: 'x', w: 'l' };
}

function decodeStale(v: Record<string, unknown>): StaleNotice | undefined {
  if (v.w === 'l') return { kind: 'stale', what: 'categories' };
  if (typeof v.i !== 'string' || !UUID.test(v.i)) return undefined;
  if (v.w === 'c') return { kind: 'stale', what: 'company-sessions', companyId: v.i };
  if (v.w === 'u') return { kind: 'stale', what: 'user-sessions', userId: v.i };
  return undefined;
}

function decodeSale(v: Record<string, unknown>): SaleNotice | undefined {
  const ids = [v.c, v.s, v.l, v.t];
  if (!ids.every((x) => typeof x === 'string' && UUID.test(x))) return undefined;
  if (typeof v.d !== 'string' || !DATE.test(v.d)) return undefined;
  return {
    kind: 'sale',
    companyId: v.c as string,
    sellerId: v.s as string,
    lotteryCategoryId: v.l as string,
    drawDate: v.d,
    ticketId: v.t as string,
  };
}

function decodeAlert(v: Record<string, unknown>): AlertNotice | undefined {
  const ids = [v.companyId, v.alertId, v.lotteryCategoryId];
  if (!ids.every((x) => typeof x === 'string' && UUID.test(x))) return undefined;
  const supervisorId = v.supervisorId ?? null;
  if (supervisorId !== null && !(typeof supervisorId === 'string' && UUID.test(supervisorId)))
    return undefined;
  if (typeof v.drawDate !== 'string' || !DATE.test(v.drawDate)) return undefined;
  if (typeof v.createdAt !== 'string' || !ISO.test(v.createdAt)) return undefined;
  if (typeof v.lotteryCategoryName !== 'string' || v.lotteryCategoryName.length > 200)
    return undefined;
  if (!GAME_CATEGORIES.includes(v.gameCategory as GameCategory)) return undefined;
  if (typeof v.number !== 'string' || !NUMBER.test(v.number)) return undefined;
  if (!['all', 'supervisor', 'seller'].includes(v.scope as string)) return undefined;
  if (typeof v.usedPercent !== 'number' || !Number.isFinite(v.usedPercent)) return undefined;
  return {
    kind: 'alert',
    companyId: v.companyId as string,
    alertId: v.alertId as string,
    lotteryCategoryId: v.lotteryCategoryId as string,
    lotteryCategoryName: v.lotteryCategoryName,
    drawDate: v.drawDate,
    gameCategory: v.gameCategory as GameCategory,
    number: v.number,
    scope: v.scope as LimitScope,
    supervisorId: supervisorId as string | null,
    usedPercent: v.usedPercent,
    createdAt: v.createdAt,
  };
}

export function decodeNotice(payload: string): Notice | undefined {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    if (v.k === 's') return decodeSale(v);
    if (v.k === 'a') return decodeAlert(v);
    if (v.k === 'x') return decodeStale(v);
    const ids = [v.c, v.s, v.m, v.f];
    if (!ids.every((x) => typeof x === 'string' && UUID.test(x))) return undefined;
    return {
      kind: 'chat',
      companyId: v.c as string,
      sellerId: v.s as string,
      messageId: v.m as string,
      senderId: v.f as string,
    };
  } catch {
    return undefined;
  }
}
