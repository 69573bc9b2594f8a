import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { coded } from '@tiraj/domain';
import type { Branch } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { branches, users } from '../../db/schema/index.ts';
import { conflict, notFound, onField } from '../../errors.ts';

// Issue 39: a company's branches (succursales), managed by its subadmin.

/**
 * People counted as in a branch: its supervisors, its sellers not hidden and its staff accounts
 * (subadmins bound to it, issue 39). The branch's id is
 * written qualified: drizzle writes a one-table select's columns bare, and bare `id` in this
 * subquery would be the user's.
 */
const peopleIn = (role: 'seller' | 'supervisor' | 'subadmin') =>
  sql<number>`(select count(*)::int from ${users} where ${users.branchId} = "branches"."id"
    and ${users.role} = ${role} and ${users.deletedAt} is null)`;

async function selectBranches(db: Db | Tx, companyId: string, id?: string): Promise<Branch[]> {
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      phoneNumber: branches.phoneNumber,
      isActive: branches.isActive,
      sellers: peopleIn('seller'),
      supervisors: peopleIn('supervisor'),
      staff: peopleIn('subadmin'),
    })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), id ? eq(branches.id, id) : undefined))
    .orderBy(asc(sql`lower(${branches.name})`), asc(branches.id));
  return rows.map(({ id: _id, ...r }) => ({ _id, ...r }));
}

/** A branch as the Journal compares it. */
const branchLogged = (b: Branch) => ({
  name: b.name,
  address: b.address,
  phoneNumber: b.phoneNumber,
  isActive: b.isActive,
});

async function presentOne(db: Db | Tx, companyId: string, id: string): Promise<Branch> {
  const [branch] = await selectBranches(db, companyId, id);
  if (!branch) throw notFound();
  return branch;
}

/** A branch name is unique in its company, whatever its case: 409 on the form's name. */
async function assertNameFree(tx: Tx, companyId: string, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(
        eq(branches.companyId, companyId),
        sql`lower(${branches.name}) = ${name.toLowerCase()}`,
        except ? ne(branches.id, except) : undefined,
      ),
    );
  if (taken) throw onField(409, coded('record.exists'), 'name');
}

export const listBranches = (db: Db, actor: CompanyUser) => selectBranches(db, actor.companyId);

export async function addBranch(
  db: Db,
  actor: CompanyUser,
  body: { name: string; address?: string; phoneNumber?: string; isActive?: boolean },
): Promise<Branch> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, actor.companyId, body.name);
    const [row] = await tx
      .insert(branches)
      .values({
        companyId: actor.companyId,
        name: body.name,
        address: body.address ?? null,
        phoneNumber: body.phoneNumber ?? null,
        isActive: body.isActive ?? true,
      })
      .returning({ id: branches.id });
    const branch = await presentOne(tx, actor.companyId, row!.id);
    await audit(tx, actor, 'create', 'branch', row!.id, branchLogged(branch));
    return branch;
  });
}

export async function updateBranch(
  db: Db,
  actor: CompanyUser,
  id: string,
  changes: {
    name?: string;
    address?: string | null;
    phoneNumber?: string | null;
    isActive?: boolean;
  },
): Promise<Branch> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.companyId, actor.companyId), eq(branches.id, id)))
      .for('update');
    if (!locked) throw notFound();
    const was = await presentOne(tx, actor.companyId, id);
    if (changes.name) await assertNameFree(tx, actor.companyId, changes.name, id);
    const set = {
      ...(changes.name ? { name: changes.name } : {}),
      ...(changes.address !== undefined ? { address: changes.address } : {}),
      ...(changes.phoneNumber !== undefined ? { phoneNumber: changes.phoneNumber } : {}),
      ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
    };
    if (Object.keys(set).length) await tx.update(branches).set(set).where(eq(branches.id, id));
    const now = await presentOne(tx, actor.companyId, id);
    await auditChange(tx, actor, 'branch', id, branchLogged(was), branchLogged(now), {
      name: was.name,
    });
    return now;
  });
}

/**
 * Deletes an empty branch. While sellers, supervisors or staff accounts belong to it: 409
 * `branch.not_empty`.
 * Hidden (deleted) sellers, whom no screen lists any more, leave it with it.
 */
export async function deleteBranch(db: Db, actor: CompanyUser, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(branches)
      .where(and(eq(branches.companyId, actor.companyId), eq(branches.id, id)))
      .for('update');
    if (!row) throw notFound();
    const [inside] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.branchId, id), isNull(users.deletedAt)))
      .limit(1);
    if (inside) throw conflict(coded('branch.not_empty'));
    await tx.update(users).set({ branchId: null }).where(eq(users.branchId, id));
    await tx.delete(branches).where(eq(branches.id, id));
    await audit(tx, actor, 'delete', 'branch', id, { name: row.name });
  });
}
