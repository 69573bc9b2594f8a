import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';

/** A table of Tiraj's schema, and whether its rows point at each other (users → their supervisor). */
export interface TableInfo {
  name: string;
  selfReferencing: boolean;
}

/**
 * The tables of the `public` schema, parents before children (by their foreign keys), read from
 * the catalog so that a table added by a later migration is backed up without touching this code.
 */
export async function tablesInDependencyOrder(tx: Tx): Promise<TableInfo[]> {
  const tables = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`),
  ).map((t) => t.name);
  const links = rowsOf<{ child: string; parent: string }>(
    await tx.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (placed.size < tables.length) {
    const ready = tables.filter(
      (t) =>
        !placed.has(t) &&
        links.every((l) => l.child !== t || l.parent === t || placed.has(l.parent)),
    );
    if (ready.length === 0)
      throw new Error('The schema has a cycle of foreign keys between tables');
    for (const name of ready) {
      placed.add(name);
      ordered.push({
        name,
        selfReferencing: links.some((l) => l.child === name && l.parent === name),
      });
    }
  }
  return ordered;
}

export async function sequenceNames(tx: Tx): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await tx.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`),
  ).map((s) => s.name);
}

/** How many of Tiraj's migrations the database has applied (drizzle's own table). */
export async function migrationLevel(tx: Tx): Promise<number> {
  const exists = rowsOf<{ found: boolean }>(
    await tx.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  )[0]?.found;
  if (!exists) return 0;
  const [row] = rowsOf<{ count: number | string }>(
    await tx.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
  );
  return Number(row?.count ?? 0);
}
