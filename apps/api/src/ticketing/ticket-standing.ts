import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ticketState, type TicketState } from '@tiraj/domain';
import type { CompanyUser } from '../auth/session-user.ts';
import type { Db } from '../db/client.ts';
import { resultPostedOfTicket } from './result-posted.ts';
import { companies, tickets, users } from '../db/schema/index.ts';
import { ticketsOf } from './visibility.ts';

const payer = alias(users, 'payer');

/** Where one of a company's tickets stands for paying out, and what decides who may pay it. */
export interface TicketStanding {
  id: string;
  sellerId: string;
  companyName: string;
  /** where the office pays what no seller may: the company's address and phone ('' for none) */
  office: { address: string; phone: string };
  sellersPayAnyTicket: boolean;
  /** the largest ticket (centimes) a seller may pay out; null: no limit (issue 26) */
  sellerPayoutLimit: number | null;
  state: TicketState;
  /** centimes */
  paidAmount: number;
  paidOutAt: Date | null;
  paidOutBy: { _id: string; userName: string } | null;
}

/**
 * The tickets a caller may look up to pay by code: its company's (a seller sees
 * another seller's, as the customer stands at its counter), but a supervisor
 * only its own sellers' (issue 26), as every supervisor screen, and a branch-bound staff account
 * its branch's (issue 39).
 */
export function payableBy(actor: CompanyUser) {
  return actor.role === 'supervisor' || actor.staffBranchId
    ? ticketsOf(actor)
    : eq(tickets.companyId, actor.companyId);
}

/** A ticket the caller may look up by its code (`payableBy`), in one indexed read; undefined when none. */
export async function standingOf(
  db: Db,
  actor: CompanyUser,
  code: string,
): Promise<TicketStanding | undefined> {
  const [row] = await db
    .select({
      id: tickets.id,
      sellerId: tickets.sellerId,
      companyName: companies.name,
      companyAddress: companies.address,
      companyPhone: companies.phoneNumber,
      sellersPayAnyTicket: companies.sellersPayAnyTicket,
      sellerPayoutLimit: companies.sellerPayoutLimit,
      deletedAt: tickets.deletedAt,
      paidAmount: tickets.paidAmount,
      paidOutAt: tickets.paidOutAt,
      paidOutBy: tickets.paidOutBy,
      payerName: payer.userName,
      resultPosted: resultPostedOfTicket(),
    })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(payer, eq(payer.id, tickets.paidOutBy))
    .where(and(payableBy(actor), eq(tickets.ticketCode, code)));
  if (!row) return undefined;
  return {
    id: row.id,
    sellerId: row.sellerId,
    companyName: row.companyName,
    office: { address: row.companyAddress.trim(), phone: row.companyPhone.trim() },
    sellersPayAnyTicket: row.sellersPayAnyTicket,
    sellerPayoutLimit: row.sellerPayoutLimit,
    state: ticketState({
      deleted: row.deletedAt !== null,
      resultPosted: row.resultPosted,
      paidOut: row.paidOutAt !== null,
      paidAmount: row.paidAmount,
    }),
    paidAmount: row.paidAmount,
    paidOutAt: row.paidOutAt,
    paidOutBy: row.paidOutBy ? { _id: row.paidOutBy, userName: row.payerName ?? '' } : null,
  };
}
