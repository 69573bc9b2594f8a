import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { creditLeftOf, fromCentimes } from '@tiraj/domain';
import type { SupervisorOwed } from '@tiraj/domain/contracts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { companies, sellerCreditRefusals, users } from '../../db/schema/index.ts';
import { supervisorCommissionOn } from './supervisor-commission.ts';

/** A seller's credit now (HTG), as the sale reads it: its own limit, else the company's. */
export interface CreditStatus {
  creditLimit: number | null;
  creditLeft: number | null;
  blocked: boolean;
}

const NO_LIMIT: CreditStatus = { creditLimit: null, creditLeft: null, blocked: false };

/**
 * Each seller's credit status from its balance now (centimes): the limit a sale checks
 * (`coalesce(credit_limit, default_credit_limit)`, as tiraj_sale_context reads it), what is left
 * (the domain's `creditLeftOf`) and blocked when nothing is left: every sale is then refused.
 */
export async function creditStatuses(
  db: Db,
  balances: { id: string; balance: number | null }[],
): Promise<Map<string, CreditStatus>> {
  if (balances.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      limit: sql<string | null>`coalesce(${users.creditLimit}, ${companies.defaultCreditLimit})`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      inArray(
        users.id,
        balances.map((b) => b.id),
      ),
    );
  const limits = new Map(rows.map((r) => [r.id, r.limit === null ? null : Number(r.limit)]));
  return new Map(
    balances.map((b) => {
      const limit = limits.get(b.id) ?? null;
      if (limit === null) return [b.id, NO_LIMIT];
      const left = creditLeftOf(limit, b.balance ?? 0)!;
      return [
        b.id,
        { creditLimit: fromCentimes(limit), creditLeft: fromCentimes(left), blocked: left === 0 },
      ];
    }),
  );
}

/**
 * How many sales each seller's credit limit refused on one operator day (tiraj_sell counts them,
 * issue 38): only the sellers with some, so a Caisse without refusals answers as before.
 */
export async function creditRefusalsOn(
  db: Db,
  companyId: string,
  sellerIds: string[],
  day: string,
): Promise<Map<string, number>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ sellerId: sellerCreditRefusals.sellerId, count: sellerCreditRefusals.count })
    .from(sellerCreditRefusals)
    .where(
      and(
        eq(sellerCreditRefusals.companyId, companyId),
        eq(sellerCreditRefusals.day, day),
        inArray(sellerCreditRefusals.sellerId, sellerIds),
      ),
    );
  return new Map(rows.filter((r) => r.count > 0).map((r) => [r.sellerId, r.count]));
}

/**
 * What the bank owes each of the company's supervisors in commission for one operator day: the
 * sales of the sellers it supervises now, as the supervisor's own cash-up counts them
 * (`supervisorCommissionOn`). A supervisor without sellers owes and is owed nothing: listed at 0.
 */
export async function supervisorsOwed(
  db: Db,
  actor: CompanyUser,
  date: string,
  timeZone: string,
): Promise<SupervisorOwed[]> {
  const supervisors = await db
    .select({ id: users.id, name: users.userName })
    .from(users)
    .where(
      and(
        eq(users.companyId, actor.companyId),
        eq(users.role, 'supervisor'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${users.userName})`));
  if (supervisors.length === 0) return [];
  const sellers = await db
    .select({ id: users.id, supervisorId: users.supervisorId })
    .from(users)
    .where(
      and(
        eq(users.companyId, actor.companyId),
        eq(users.role, 'seller'),
        inArray(
          users.supervisorId,
          supervisors.map((s) => s.id),
        ),
      ),
    );
  return Promise.all(
    supervisors.map(async (s) => {
      const ids = sellers.filter((x) => x.supervisorId === s.id).map((x) => x.id);
      const owed = await supervisorCommissionOn(db, actor.companyId, ids, date, timeZone);
      return { _id: s.id, name: s.name, commission: fromCentimes(owed) };
    }),
  );
}
