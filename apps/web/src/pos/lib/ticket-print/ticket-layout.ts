import type { Ticket } from '@tiraj/domain/contracts';
import { sumHtg } from '@tiraj/domain';
import { logoUrl, money, plainAmount, posDate, posDateTime } from './ticket-format.ts';

/** One line of a printed ticket. */
export interface TicketLayoutLine {
  game: string;
  number: string;
  /** HTG without the unit: the column says it once */
  amount: string;
  bonus: boolean;
  won: boolean;
}

/**
 * Everything a ticket shows, already in words: the screen view, the printed
 * copy and the shared image all draw this one layout, so they never differ.
 */
export interface TicketLayout {
  company: string;
  logo: string | null;
  seller: string;
  draw: string;
  drawDate: string;
  soldAt: string;
  ticketId: string;
  copy: boolean;
  lines: TicketLayoutLine[];
  /** the non-bonus lines, HTG (bonus lines are free) */
  total: string;
}

export interface TicketCompany {
  companyName?: string;
  companyLogo?: string;
}

export function ticketLayout(
  ticket: Ticket,
  company: TicketCompany | undefined,
  copy: boolean,
): TicketLayout {
  return {
    company: company?.companyName || ticket.sellerCompany,
    logo: logoUrl(company?.companyLogo),
    seller: ticket.seller.userName,
    draw: ticket.lotteryCategoryName,
    drawDate: posDate(ticket.date),
    soldAt: posDateTime(ticket.soldAt),
    ticketId: ticket.ticketId,
    copy,
    lines: ticket.numbers.map((line) => ({
      game: line.gameCategory,
      number: line.number,
      amount: plainAmount(line.amount),
      bonus: line.bonus,
      won: line.winFlag,
    })),
    total: money(ticketTotal(ticket)),
  };
}

/** The sum of the paying (non-bonus) lines, counted in centimes so 0.1 + 0.2 stays 0.30. */
export function ticketTotal(ticket: Pick<Ticket, 'numbers'>): number {
  return sumHtg(ticket.numbers.filter((line) => !line.bonus).map((line) => line.amount));
}
