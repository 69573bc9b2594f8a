import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { fromCentimes, overpaidByCorrection, type DrawInput } from '@tiraj/domain';
import type { CorrectionImpact } from '@tiraj/domain/contracts';
import type { SessionUser } from '../../auth/session-user.ts';
import { correctedAfterPayout, correctedAfterPayoutText } from '../../correction-alert.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, companies, paymentAlerts, tickets } from '../../db/schema/index.ts';

/** A draw a correction settles again: the one it lands on, and the one it left when moved. */
export interface SettledDraw {
  lotteryCategoryId: string;
  drawDate: string;
}

/** A paid-out ticket's figures before a correction (centimes). */
interface PaidTicket {
  id: string;
  code: string;
  companyId: string;
  won: number;
  paidOut: number;
}

/** The paid-out tickets of the draws a correction settles again, as they stand now. */
export async function paidTicketsOf(tx: Db, draws: SettledDraw[]): Promise<PaidTicket[]> {
  const rows = await tx
    .select({
      id: tickets.id,
      code: tickets.ticketCode,
      companyId: tickets.companyId,
      won: tickets.paidAmount,
      paidOut: tickets.paidOutAmount,
    })
    .from(tickets)
    .where(
      and(
        isNotNull(tickets.paidOutAt),
        or(
          ...draws.map((d) =>
            and(
              eq(tickets.lotteryCategoryId, d.lotteryCategoryId),
              eq(tickets.drawDate, d.drawDate),
            ),
          ),
        ),
      ),
    );
  return rows.map((r) => ({ ...r, paidOut: r.paidOut ?? 0 }));
}

/** One paid ticket a correction turned into a loser or made pay less (centimes). */
export interface HurtTicket {
  ticketId: string;
  code: string;
  paidOut: number;
  wonBefore: number;
  wonNow: number;
}

/**
 * Of the paid tickets read before the correction, those whose overpaid it raises (they win less
 * than before AND less than the cash handed over), grouped by company: what the admin is shown, and what each
 * company is told of and must account for.
 */
export async function hurtByCorrection(tx: Db, before: PaidTicket[]) {
  if (!before.length) return new Map<string, HurtTicket[]>();
  const now = await tx
    .select({ id: tickets.id, won: tickets.paidAmount })
    .from(tickets)
    .where(
      inArray(
        tickets.id,
        before.map((t) => t.id),
      ),
    );
  const wonNow = new Map(now.map((t) => [t.id, t.won]));
  const byCompany = new Map<string, HurtTicket[]>();
  for (const t of before) {
    const hurtTicket = { ticketId: t.id, code: t.code, paidOut: t.paidOut, wonBefore: t.won };
    const ticket = { ...hurtTicket, wonNow: wonNow.get(t.id) ?? t.won };
    if (overpaidByCorrection(ticket) === 0) continue;
    const list = byCompany.get(t.companyId) ?? [];
    list.push(ticket);
    byCompany.set(t.companyId, list);
  }
  return byCompany;
}

const sum = (list: HurtTicket[], f: (t: HurtTicket) => number) =>
  list.reduce((a, t) => a + f(t), 0);

/** Per company, the count and the amounts (HTG), with its name: the admin's preview. */
export async function impactOf(
  tx: Db,
  hurt: Map<string, HurtTicket[]>,
): Promise<CorrectionImpact[]> {
  if (!hurt.size) return [];
  const names = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...hurt.keys()]));
  return names
    .map((c) => {
      const list = hurt.get(c.id)!;
      return {
        companyId: c.id,
        company: c.name,
        tickets: list.length,
        paidOut: fromCentimes(sum(list, (t) => t.paidOut)),
        overpaid: fromCentimes(sum(list, overpaidByCorrection)),
      };
    })
    .sort((a, b) => a.company.localeCompare(b.company));
}

/**
 * Each company a correction hurt gets, in the correction's transaction, one alert on its
 * dashboard (the platform's alerts, as a payment alert) and one record in its Journal (the
 * admin as actor): the draw, old and new numbers, and each ticket with its amounts.
 */
export async function tellCompanies(
  tx: Db,
  actor: SessionUser,
  correction: {
    resultId: string;
    category: string;
    date: string;
    before: DrawInput;
    /** null: the result was deleted */
    after: DrawInput | null;
    reason: string;
    today: string;
  },
  hurt: Map<string, HurtTicket[]>,
) {
  for (const [companyId, list] of hurt) {
    const paidOut = sum(list, (t) => t.paidOut);
    const overpaid = sum(list, overpaidByCorrection);
    const figures = correctedAfterPayout(correction, list.length, paidOut, overpaid);
    await tx.insert(paymentAlerts).values({
      companyId,
      message: correctedAfterPayoutText(figures),
      date: correction.today,
      correctedAfterPayout: figures,
    });
    await tx.insert(auditLog).values({
      companyId,
      actorId: actor.id,
      actorName: actor.userName,
      action: 'update',
      entity: 'corrected-payout',
      entityId: correction.resultId,
      details: {
        category: correction.category,
        date: correction.date,
        before: { numbers: correction.before },
        after: { numbers: correction.after ?? undefined },
        reason: correction.reason,
        paidOut: fromCentimes(paidOut),
        overpaid: fromCentimes(overpaid),
        tickets: list.map((t) => ({
          ticketId: t.code,
          paidOut: fromCentimes(t.paidOut),
          wonBefore: fromCentimes(t.wonBefore),
          wonNow: fromCentimes(t.wonNow),
        })),
      },
      address: actor.address ?? null,
      device: actor.device ?? null,
    });
  }
}
