import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { limitScopeKey } from '@tiraj/domain';
import type { Seller, SellerList } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { revokeSessionsOf } from '../../auth/sessions.ts';
import { assertDeviceFree, assertUserNameFree } from '../../auth/user-names.ts';
import { companyPeople, findCompanyPerson } from '../../company-people.ts';
import { branchIdOf } from '../../company-branch.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  branches,
  companies,
  limits,
  messages,
  sellerBalances,
  sellerDays,
  sellerLedger,
  tickets,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import * as money from './seller-money-fields.ts';

/** Whose sellers a caller manages: a subadmin its whole company's, a supervisor only its own. */
interface SellerScope {
  companyId: string;
  companyName: string;
  /** set for a supervisor: only sellers it supervises, and new sellers go under it */
  supervisorId?: string;
  /** issue 39: set for a branch-bound staff account: only that branch's sellers, new ones in it */
  branchId?: string;
}

function sellerScopeOf(actor: CompanyUser): SellerScope {
  return {
    companyId: actor.companyId,
    companyName: actor.companyName ?? '',
    ...(actor.role === 'supervisor' ? { supervisorId: actor.id } : {}),
    ...(actor.staffBranchId ? { branchId: actor.staffBranchId } : {}),
  };
}

const inScope = (scope: SellerScope) =>
  and(
    companyPeople(scope.companyId, 'seller'),
    scope.supervisorId ? eq(users.supervisorId, scope.supervisorId) : undefined,
    scope.branchId ? eq(users.branchId, scope.branchId) : undefined,
  );

const supervisor = alias(users, 'supervisor');

async function selectSellers(db: Db | Tx, scope: SellerScope, id?: string): Promise<Seller[]> {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      imei: users.imei,
      isActive: users.isActive,
      supervisorId: users.supervisorId,
      supervisorName: supervisor.userName,
      commissionRate: users.commissionRate,
      creditLimit: users.creditLimit,
      balance: sellerBalances.balance,
      branchId: users.branchId,
      branchName: branches.name,
    })
    .from(users)
    .leftJoin(supervisor, eq(supervisor.id, users.supervisorId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .leftJoin(sellerBalances, eq(sellerBalances.sellerId, users.id))
    .where(and(inScope(scope), id ? eq(users.id, id) : undefined))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r) => ({
    _id: r.id,
    userName: r.userName,
    imei: r.imei,
    isActive: r.isActive,
    superVisorName: r.supervisorName,
    superVisorId: r.supervisorId,
    companyName: scope.companyName,
    ...money.sellerMoneyOf(r),
    branchId: r.branchId,
    branchName: r.branchName,
  }));
}

/** A seller as the Journal compares it: its name, device, state, supervisor and own money terms. */
const sellerLogged = (s: Seller) => ({
  userName: s.userName,
  imei: s.imei,
  isActive: s.isActive,
  supervisor: s.superVisorName,
  commissionPercent: s.commissionPercent,
  creditLimit: s.creditLimit,
  branch: s.branchName,
});

async function presentOne(db: Db | Tx, scope: SellerScope, id: string): Promise<Seller> {
  const [seller] = await selectSellers(db, scope, id);
  if (!seller) throw notFound('seller.not_found');
  return seller;
}

/** Locks the seller row for the change; another company's or supervisor's seller is 404. */
async function lockSeller(tx: Tx, scope: SellerScope, id: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(inScope(scope), eq(users.id, id)))
    .for('update');
  if (!row) throw notFound('seller.not_found');
  return row;
}

export async function listSellers(db: Db, actor: CompanyUser): Promise<SellerList> {
  const scope = sellerScopeOf(actor);
  const [company] = await db.select().from(companies).where(eq(companies.id, scope.companyId));
  return {
    success: true,
    users: await selectSellers(db, scope),
    companyName: scope.companyName,
    bonusFlag: company?.bonusFlag ?? false,
    sellersPayAnyTicket: company?.sellersPayAnyTicket ?? false,
    cancelWindowMinutes: company?.cancelWindowMinutes ?? 10,
    ticketValidity: company?.ticketValidity ?? '',
    lotterySoftDevices: company?.lotterySoftDevices ?? false,
    moneySettings: money.moneySettingsOf(company),
  };
}

export async function addSeller(
  db: Db,
  actor: CompanyUser,
  body: {
    userName: string;
    password: string;
    isActive?: boolean;
    imei?: string;
    superVisorName?: string;
    branchId?: string;
  } & money.SellerMoney,
): Promise<Seller> {
  const scope = sellerScopeOf(actor);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await assertUserNameFree(tx, body.userName);
    if (body.imei) await assertDeviceFree(tx, body.imei);
    const supervisorId =
      scope.supervisorId ??
      (body.superVisorName
        ? (await supervisorOf(tx, scope.companyId, body.superVisorName)).id
        : null);
    const branchId =
      scope.branchId ?? (await branchIdOf(tx, scope.companyId, body.branchId)) ?? null;
    const [row] = await tx
      .insert(users)
      .values({
        companyId: scope.companyId,
        role: 'seller',
        userName: body.userName,
        passwordHash,
        isActive: body.isActive ?? true,
        imei: body.imei ?? null,
        supervisorId,
        branchId,
        ...money.storedMoney(body),
      })
      .returning({ id: users.id });
    const seller = await presentOne(tx, scope, row!.id);
    await audit(tx, actor, 'create', 'seller', row!.id, sellerLogged(seller));
    return seller;
  });
}

const supervisorOf = (tx: Tx, companyId: string, reference: string) =>
  findCompanyPerson(tx, companyId, 'supervisor', reference, {
    field: 'superVisorName',
    byName: true,
  });

export async function updateSeller(
  db: Db,
  actor: CompanyUser,
  id: string,
  changes: {
    userName?: string;
    password?: string;
    isActive?: boolean;
    /** null removes the device binding */
    imei?: string | null;
    /** null removes the supervisor; subadmins only */
    superVisorName?: string | null;
    /** null takes the seller out of its branch */
    branchId?: string | null;
  } & money.SellerMoney,
): Promise<Seller> {
  const scope = sellerScopeOf(actor);
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  return db.transaction(async (tx) => {
    const current = await lockSeller(tx, scope, id);
    const was = await presentOne(tx, scope, id);
    if (changes.userName) await assertUserNameFree(tx, changes.userName, id);
    if (changes.imei) await assertDeviceFree(tx, changes.imei, id);
    let supervisorId: string | null | undefined;
    if (!scope.supervisorId && changes.superVisorName !== undefined) {
      supervisorId =
        changes.superVisorName === null
          ? null
          : (await supervisorOf(tx, scope.companyId, changes.superVisorName)).id;
    }
    // A branch-bound staff account keeps its sellers in its branch.
    const branchId = scope.branchId
      ? undefined
      : await branchIdOf(tx, scope.companyId, changes.branchId);
    const set = {
      ...(changes.userName ? { userName: changes.userName } : {}),
      ...(branchId !== undefined ? { branchId } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
      ...(changes.imei !== undefined ? { imei: changes.imei } : {}),
      ...(supervisorId !== undefined ? { supervisorId } : {}),
      ...(scope.supervisorId ? {} : money.storedMoney(changes)),
    };
    if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, id));
    // Deactivation, a new password or a new device must lock out whoever holds an old session.
    const deviceChanged = changes.imei !== undefined && changes.imei !== current.imei;
    if (changes.isActive === false || passwordHash || deviceChanged) {
      await revokeSessionsOf(tx, [id]);
    }
    const now = await presentOne(tx, scope, id);
    // The password itself never: only that it changed.
    await auditChange(tx, actor, 'seller', id, sellerLogged(was), sellerLogged(now), {
      userName: was.userName,
      ...(passwordHash ? { passwordChanged: true } : {}),
    });
    return now;
  });
}

/**
 * A seller with history (sold tickets, chat messages, money days or ledger entries) is deactivated and
 * hidden, never erased, so its tickets, reports and chat stay whole: it can no
 * longer sign in, leaves every list, and frees its device ID. A seller without
 * history is deleted for real. Either way its limit records and sessions go.
 */
export async function deleteSeller(
  db: Db,
  actor: CompanyUser,
  id: string,
): Promise<{ hidden: boolean }> {
  const scope = sellerScopeOf(actor);
  return db.transaction(async (tx) => {
    const seller = await lockSeller(tx, scope, id);
    const [history] = await tx
      .select({
        used: sql<boolean>`exists (select 1 from ${tickets} where ${tickets.sellerId} = ${id})
          or exists (select 1 from ${messages} where ${messages.sellerId} = ${id})
          or exists (select 1 from ${sellerLedger} where ${sellerLedger.sellerId} = ${id})
          or exists (select 1 from ${sellerDays} where ${sellerDays.sellerId} = ${id})`,
      })
      .from(sql`(select 1) as one`);
    const hidden = !!history?.used;
    await tx
      .delete(limits)
      .where(
        and(
          eq(limits.companyId, scope.companyId),
          eq(limits.scopeKey, limitScopeKey('seller', id)),
        ),
      );
    await revokeSessionsOf(tx, [id]);
    if (hidden) {
      await tx
        .update(users)
        .set({ deletedAt: new Date(), isActive: false, imei: null })
        .where(eq(users.id, id));
    } else {
      await tx.delete(users).where(eq(users.id, id));
    }
    await audit(tx, actor, 'delete', 'seller', id, {
      userName: seller.userName,
      imei: seller.imei,
      hidden,
    });
    return { hidden };
  });
}

export { setCompanySetting } from './company-settings.ts';
