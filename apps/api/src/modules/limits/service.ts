import { and, asc, eq } from 'drizzle-orm';
import {
  coded,
  LIMIT_GAME_ORDER,
  limitsByGame,
  limitScopeKey,
  type GameCategory,
  type LimitScope,
} from '@tiraj/domain';
import type { LimitRecord } from '@tiraj/domain/contracts';
import { audit, auditChange } from '../../audit.ts';
import type { CompanyUser } from '../../auth/session-user.ts';
import { findCompanyPerson } from '../../company-people.ts';
import type { Db, Tx } from '../../db/client.ts';
import { limits, lotteryCategories, users, type LimitEntryRow } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, onField } from '../../errors.ts';
import { resolveLotteryCategory } from '../../lottery-category.ts';

type Entries = { gameCategory: GameCategory; limitsButs: number | null }[];

/** Always the nine games in LIMIT_GAME_ORDER; a game left out has no limit. */
export function normaliseEntries(entries: Entries): LimitEntryRow[] {
  const byGame = new Map(entries.map((e) => [e.gameCategory, e.limitsButs]));
  return LIMIT_GAME_ORDER.map((gameCategory) => ({
    gameCategory,
    limitsButs: byGame.get(gameCategory) ?? null,
  }));
}

/**
 * The category a limit names, by the one lookup; the limit screens answer an
 * unknown one on the form's field, naming what was typed.
 */
async function findCategory(db: Db | Tx, reference: string) {
  return resolveLotteryCategory(db, reference, () => {
    return onField(
      404,
      coded('lottery_category.not_found_named', { reference }),
      'lotteryCategoryName',
    );
  });
}

async function selectRecords(
  db: Db | Tx,
  companyId: string,
  filter: { scope?: LimitScope; categoryId?: string; ownerId?: string; id?: string },
): Promise<LimitRecord[]> {
  const rows = await db
    .select({
      id: limits.id,
      scope: limits.scope,
      ownerId: limits.ownerId,
      ownerName: users.userName,
      categoryId: limits.lotteryCategoryId,
      categoryName: lotteryCategories.name,
      limits: limits.limits,
    })
    .from(limits)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, limits.lotteryCategoryId))
    .leftJoin(users, eq(users.id, limits.ownerId))
    .where(
      and(
        eq(limits.companyId, companyId),
        filter.id ? eq(limits.id, filter.id) : undefined,
        filter.scope ? eq(limits.scope, filter.scope) : undefined,
        filter.categoryId ? eq(limits.lotteryCategoryId, filter.categoryId) : undefined,
        filter.ownerId ? eq(limits.ownerId, filter.ownerId) : undefined,
      ),
    )
    .orderBy(asc(users.userName), asc(lotteryCategories.name), asc(limits.createdAt));
  return rows.map((r) => {
    const owner = r.ownerId ? { _id: r.ownerId, userName: r.ownerName ?? '' } : null;
    return {
      _id: r.id,
      lotteryCategoryName: r.categoryName,
      lotteryCategoryId: r.categoryId,
      seller: r.scope === 'seller' ? owner : null,
      superVisor: r.scope === 'supervisor' ? owner : null,
      limits: r.limits.map((e) => ({
        gameCategory: e.gameCategory as GameCategory,
        limitsButs: e.limitsButs,
      })),
    };
  });
}

/** A search: every record of one scope, narrowed to a category and an owner when given. */
export async function listLimits(
  db: Db,
  actor: CompanyUser,
  scope: LimitScope,
  filter: { lotteryCategoryName?: string; seller?: string; superVisor?: string },
) {
  const { companyId } = actor;
  const category = filter.lotteryCategoryName
    ? await findCategory(db, filter.lotteryCategoryName)
    : undefined;
  const ownerRef = scope === 'seller' ? filter.seller : filter.superVisor;
  const owner =
    scope !== 'all' && ownerRef
      ? await findCompanyPerson(db, companyId, scope, ownerRef, {
          field: scope === 'seller' ? 'seller' : 'superVisor',
        })
      : undefined;
  return selectRecords(db, companyId, { scope, categoryId: category?.id, ownerId: owner?.id });
}

async function ownerOf(tx: Tx, companyId: string, body: { seller?: string; superVisor?: string }) {
  if (body.seller && body.superVisor) {
    throw badRequest(coded('limit.owner_both'), 'seller');
  }
  if (body.seller) {
    const person = await findCompanyPerson(tx, companyId, 'seller', body.seller, {
      field: 'seller',
    });
    return { scope: 'seller' as const, ...person };
  }
  if (body.superVisor) {
    const person = await findCompanyPerson(tx, companyId, 'supervisor', body.superVisor, {
      field: 'superVisor',
    });
    return { scope: 'supervisor' as const, ...person };
  }
  return { scope: 'all' as const, id: null };
}

/** One record per (company, category, owner): a clear 409 before the unique index would say it. */
async function assertFree(
  tx: Tx,
  companyId: string,
  category: { id: string; name: string },
  scopeKey: string,
  owner: { scope: LimitScope; userName?: string },
  exceptId?: string,
) {
  const [clash] = await tx
    .select({ id: limits.id })
    .from(limits)
    .where(
      and(
        eq(limits.companyId, companyId),
        eq(limits.lotteryCategoryId, category.id),
        eq(limits.scopeKey, scopeKey),
      ),
    );
  if (clash && clash.id !== exceptId) {
    throw conflict(
      owner.userName === undefined
        ? coded('limit.exists_company', { category: category.name })
        : coded('limit.exists', {
            category: category.name,
            scope: owner.scope,
            owner: owner.userName,
          }),
    );
  }
}

async function presentOne(tx: Tx, companyId: string, id: string) {
  const [record] = await selectRecords(tx, companyId, { id });
  if (!record) throw notFound('limit.not_found');
  return record;
}

/**
 * A limit as the Journal names it: its draw, whose it is (no owner: the whole company's) and its
 * games' amounts, keyed by game so a change lists only the games it moved.
 */
function limitLogged(record: LimitRecord) {
  const owner = record.seller?.userName ?? record.superVisor?.userName;
  return {
    lotteryCategory: record.lotteryCategoryName,
    ...(owner ? { owner } : {}),
    limits: limitsByGame(record.limits, 'limitsButs'),
  };
}

export async function addLimit(
  db: Db,
  actor: CompanyUser,
  body: { lotteryCategoryName: string; limits: Entries; seller?: string; superVisor?: string },
) {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const owner = await ownerOf(tx, companyId, body);
    const category = await findCategory(tx, body.lotteryCategoryName);
    const scopeKey = limitScopeKey(owner.scope, owner.id);
    await assertFree(tx, companyId, category, scopeKey, owner);
    const entries = normaliseEntries(body.limits);
    const [row] = await tx
      .insert(limits)
      .values({
        companyId,
        lotteryCategoryId: category.id,
        scope: owner.scope,
        ownerId: owner.id,
        scopeKey,
        limits: entries,
      })
      .returning({ id: limits.id });
    const record = await presentOne(tx, companyId, row!.id);
    await audit(tx, actor, 'create', 'limit', row!.id, limitLogged(record));
    return record;
  });
}

export async function updateLimit(
  db: Db,
  actor: CompanyUser,
  id: string,
  changes: { lotteryCategoryName?: string; limits?: Entries; seller?: string; superVisor?: string },
) {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(limits)
      .where(and(eq(limits.companyId, companyId), eq(limits.id, id)))
      .for('update');
    if (!current) throw notFound('limit.not_found');
    const was = limitLogged(await presentOne(tx, companyId, id));
    if (changes.seller || changes.superVisor) {
      const owner = await ownerOf(tx, companyId, changes);
      if (limitScopeKey(owner.scope, owner.id) !== current.scopeKey) {
        throw badRequest(coded('limit.owner_fixed'), changes.seller ? 'seller' : 'superVisor');
      }
    }
    const category = changes.lotteryCategoryName
      ? await findCategory(tx, changes.lotteryCategoryName)
      : undefined;
    if (category && category.id !== current.lotteryCategoryId) {
      const [owner] = current.ownerId
        ? await tx
            .select({ userName: users.userName })
            .from(users)
            .where(eq(users.id, current.ownerId))
        : [];
      await assertFree(
        tx,
        companyId,
        category,
        current.scopeKey,
        { ...owner, scope: current.scope },
        id,
      );
    }
    const entries = changes.limits ? normaliseEntries(changes.limits) : undefined;
    const set = {
      ...(category ? { lotteryCategoryId: category.id } : {}),
      ...(entries ? { limits: entries } : {}),
    };
    if (Object.keys(set).length) await tx.update(limits).set(set).where(eq(limits.id, id));
    const record = await presentOne(tx, companyId, id);
    await auditChange(tx, actor, 'limit', id, was, limitLogged(record), {
      lotteryCategory: was.lotteryCategory,
      owner: was.owner,
    });
    return record;
  });
}

export async function deleteLimit(db: Db, actor: CompanyUser, id: string) {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const record = await presentOne(tx, companyId, id);
    const [row] = await tx
      .delete(limits)
      .where(and(eq(limits.companyId, companyId), eq(limits.id, id)))
      .returning();
    if (!row) throw notFound('limit.not_found');
    await audit(tx, actor, 'delete', 'limit', id, limitLogged(record));
  });
}
