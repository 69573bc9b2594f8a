import type { Ticket } from '@tiraj/domain/contracts';
import { sumHtg } from '@tiraj/domain';
import type { TFunction } from 'i18next';
import { gameDigits } from '../../../lib/game-digits.ts';
import { gameName } from '../game-name.ts';
import { logoUrl, money, plainAmount, posDate, posDateAndTime } from './ticket-format.ts';

/**
 * A ticket to show and print; sold offline, it carries its verification code (issue 32); sold on
 * this device, its sale key, under which its paper is kept (ticket-paper/, issue 37).
 */
export type ShownTicket = Ticket & { offlineCode?: string; saleKey?: string };

/** One line of a printed ticket. */
export interface TicketLayoutLine {
  /** in the screen's words (Bòlèt, Loto 3), never the code (BLT, L3C) */
  game: string;
  /** an L4C or L5C option's lots (`L3C + 3rd lot`), as it was sold; '' for the other games */
  digits: string;
  number: string;
  /** HTG without the unit: the column says it once */
  amount: string;
  bonus: boolean;
  won: boolean;
  /** what the line pays if its number comes out, HTG without the unit; null when not known */
  potentialWin: string | null;
  /** what a winning line pays (its result posted), HTG without the unit; null for the others */
  payout: string | null;
}

/** The ticket's own words, in the screen's language. */
export interface TicketWords {
  seller: string;
  draw: string;
  drawDate: string;
  soldAt: string;
  ticketId: string;
  game: string;
  number: string;
  /** the amount column's heading, with its unit */
  amount: string;
  bonus: string;
  /** a bonus line's amount on paper: it is free, outside the total */
  free: string;
  potentialWin: string;
  /** a winning line's payout, shown when checking it */
  linePays: string;
  phone: string;
  total: string;
  copy: string;
  /** the mark of a ticket sold offline */
  offline: string;
  goodLuck: string;
  /** the QR code's name for a screen reader */
  qr: string;
  /** the shared image's file name */
  fileName: string;
}

/**
 * Everything a ticket shows, already in words and in the screen's language (its
 * labels, dates and money): the screen view, the printed copy and the shared
 * image all draw this one layout, so they never differ.
 */
export interface TicketLayout {
  words: TicketWords;
  company: string;
  logo: string | null;
  /** the company's address and phone ('' when it has none) */
  address: string;
  phone: string;
  /** the company's validity line, e.g. "Fich valab 90 jou" ('' when it sets none) */
  validity: string;
  seller: string;
  draw: string;
  drawDate: string;
  soldAt: string;
  ticketId: string;
  /** what the QR code carries: the public page's link when the server gave one (issue 29), else the bare ID */
  qrText: string;
  copy: boolean;
  /** sold offline: its code (its ticket ID, issue 37), the ticket then marked offline; else null */
  offlineCode: string | null;
  lines: TicketLayoutLine[];
  /** the non-bonus lines, HTG (bonus lines are free) */
  total: string;
}

export interface TicketCompany {
  companyName?: string;
  companyLogo?: string;
  companyAddress?: string;
  companyPhone?: string;
  ticketValidity?: string;
}

export function ticketLayout(
  ticket: ShownTicket,
  company: TicketCompany | undefined,
  copy: boolean,
  t: TFunction<'pos'>,
  /** the shared words, to name each L4C/L5C option by its lots (issue 36) */
  tShared?: TFunction<'shared'>,
): TicketLayout {
  // Sold offline: the device's own ticket, or the server's once synced (issue 37).
  const offlineCode = ticket.offlineCode ?? (ticket.offline ? ticket.ticketId : null);
  const words = ticketWords(t, ticket.ticketId);
  return {
    // An offline ticket's code is its ticket ID from the paper on (issue 37): named as online.
    words,
    company: company?.companyName || ticket.sellerCompany,
    logo: logoUrl(company?.companyLogo),
    address: company?.companyAddress?.trim() ?? '',
    phone: company?.companyPhone?.trim() ?? '',
    validity: company?.ticketValidity?.trim() ?? '',
    seller: ticket.seller.userName,
    draw: ticket.lotteryCategoryName,
    drawDate: posDate(ticket.date),
    soldAt: soldAtValue(t, ticket.soldAt),
    ticketId: ticket.ticketId,
    qrText: ticket.publicUrl ?? ticket.ticketId,
    copy,
    offlineCode,
    lines: ticket.numbers.map((line) => ({
      game: gameName(t, line.gameCategory),
      digits: tShared ? gameDigits(tShared, line.gameCategory, ticket.resultLayout) : '',
      number: line.number,
      amount: plainAmount(line.amount),
      bonus: line.bonus,
      won: line.winFlag,
      // The server's figure at the ticket's own multipliers; a ticket from before it has none.
      potentialWin: line.potentialWin === undefined ? null : plainAmount(line.potentialWin),
      payout: line.winFlag ? plainAmount(line.payout) : null,
    })),
    total: money(ticketTotal(ticket)),
  };
}

/** When it was sold, in the catalogue's words (French: `22/11/2026 à 12:05`, under « Vendue le »). */
function soldAtValue(t: TFunction<'pos'>, soldAt: string): string {
  const { date, time } = posDateAndTime(soldAt);
  return time ? t('ticket.soldAtValue', { date, time }) : date;
}

/** The sum of the paying (non-bonus) lines, counted in centimes so 0.1 + 0.2 stays 0.30. */
export function ticketTotal(ticket: Pick<Ticket, 'numbers'>): number {
  return sumHtg(ticket.numbers.filter((line) => !line.bonus).map((line) => line.amount));
}

function ticketWords(t: TFunction<'pos'>, ticketId: string): TicketWords {
  return {
    seller: t('ticket.seller'),
    draw: t('ticket.draw'),
    drawDate: t('ticket.drawDate'),
    soldAt: t('ticket.soldAt'),
    ticketId: t('ticket.ticketId'),
    game: t('ticket.game'),
    number: t('ticket.number'),
    amount: t('ticket.amount'),
    bonus: t('ticket.bonus'),
    free: t('ticket.free'),
    potentialWin: t('ticket.potentialWin'),
    linePays: t('ticket.linePays'),
    phone: t('ticket.phone'),
    total: t('ticket.total'),
    copy: t('ticket.copy'),
    offline: t('ticket.offline'),
    goodLuck: t('ticket.goodLuck'),
    qr: t('ticket.qr', { ticketId }),
    fileName: t('ticket.fileName', { ticketId }),
  };
}
