import { inArray } from 'drizzle-orm';
import { isUuid } from '@tiraj/domain/contracts';
import type { Db } from '../../db/client.ts';
import { companies, lotteryCategories, users } from '../../db/schema/index.ts';

/** The record kinds whose id is a person's, a draw's or a company's: the Journal names them. */
const TARGET_TABLE: Record<string, 'users' | 'draws' | 'companies'> = {
  seller: 'users',
  supervisor: 'users',
  session: 'users',
  staff: 'users',
  password: 'users',
  'sign-in': 'users',
  'lottery-category': 'draws',
  subadmin: 'companies',
  company: 'companies',
  'offline-selling': 'companies',
  'lotterysoft-import': 'companies',
};

/** The detail fields that hold ids, and whose: names replace them on the screen, ids stay. */
const ID_FIELDS: Record<string, 'users' | 'draws' | 'companies'> = {
  seller: 'users',
  sellerId: 'users',
  supervisorId: 'users',
  releasedSellers: 'users',
  lotteryCategoryId: 'draws',
  categoryId: 'draws',
  companyId: 'companies',
};

type Found = Record<'users' | 'draws' | 'companies', Set<string>>;

function collect(details: unknown, found: Found) {
  if (details === null || typeof details !== 'object' || Array.isArray(details)) return;
  for (const [key, value] of Object.entries(details)) {
    const table = ID_FIELDS[key];
    const ids = Array.isArray(value) ? value : [value];
    if (table) for (const id of ids) if (typeof id === 'string' && isUuid(id)) found[table].add(id);
    if (key === 'before' || key === 'after') collect(value, found);
  }
}

export interface NamedRecord {
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
}

/**
 * The names of every id a page of records holds (its targets, and the ids in its details): one
 * query per kind for the whole page, never one per record. A name is today's; the id stays.
 */
export async function namesOf(db: Db, records: NamedRecord[]): Promise<Map<string, string>> {
  const found: Found = { users: new Set(), draws: new Set(), companies: new Set() };
  for (const r of records) {
    const table = TARGET_TABLE[r.entity];
    if (table && r.entityId && isUuid(r.entityId)) found[table].add(r.entityId);
    collect(r.details, found);
  }
  const names = new Map<string, string>();
  const add = (rows: { id: string; name: string }[]) =>
    rows.forEach((row) => names.set(row.id, row.name));
  if (found.users.size)
    add(
      await db
        .select({ id: users.id, name: users.userName })
        .from(users)
        .where(inArray(users.id, [...found.users])),
    );
  if (found.draws.size)
    add(
      await db
        .select({ id: lotteryCategories.id, name: lotteryCategories.name })
        .from(lotteryCategories)
        .where(inArray(lotteryCategories.id, [...found.draws])),
    );
  if (found.companies.size)
    add(
      await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...found.companies])),
    );
  return names;
}

/** The names one record's ids have, so its answer carries only its own. */
export function namesFor(record: NamedRecord, all: Map<string, string>): Record<string, string> {
  const own: Record<string, string> = {};
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      const name = all.get(v);
      if (name) own[v] = name;
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(record.entityId);
  visit(record.details);
  return own;
}
