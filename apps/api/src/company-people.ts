import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { isUuid } from '@tiraj/domain/contracts';
import { coded } from '@tiraj/domain';
import type { Db, Tx } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { onField } from './errors.ts';

/**
 * The people of one role in a company, hidden (deleted) sellers left out: the one place
 * that says who is a company's seller or supervisor, for every query that looks them up.
 */
export const companyPeople = (companyId: string, role: 'supervisor' | 'seller') =>
  and(eq(users.companyId, companyId), eq(users.role, role), isNull(users.deletedAt));

/**
 * A supervisor or seller of this company, by id or (when `byName`) exact user
 * name. Hidden sellers and other companies' people are not found: 404, naming
 * the request field that pointed at them.
 */
export async function findCompanyPerson(
  db: Db | Tx,
  companyId: string,
  role: 'supervisor' | 'seller',
  reference: string,
  options: { field: string; byName?: boolean },
) {
  const byId = isUuid(reference) ? eq(users.id, reference) : undefined;
  const byName = options.byName
    ? sql`lower(${users.userName}) = ${reference.toLowerCase()}`
    : undefined;
  const [person] =
    byId || byName
      ? await db
          .select({ id: users.id, userName: users.userName })
          .from(users)
          .where(and(companyPeople(companyId, role), or(byId, byName)))
          .limit(1)
      : [];
  if (!person) {
    throw onField(404, coded(`${role}.not_in_company`, { reference }), options.field);
  }
  return person;
}
