import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { companies, users } from '../db/schema/index.ts';
import type { ImportContext, ImportedUser } from './context.ts';
import { bool, idOf, str, type Doc } from './read-dump.ts';

/** LotterySoft's bcrypt hashes ($2a$/$2b$/$2y$), kept as they are until the first sign-in. */
export const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
/** What an unknown hash becomes: no password verifies against it. */
export const REFUSED_HASH = '!lotterysoft-unknown-hash';

const roleOf = (doc: Doc) => str(doc.role).toLowerCase();

/**
 * A seller's supervisor name; '' for none. LotterySoft's dashboard stores "None" for a seller
 * without a supervisor: that is no one to match (nor to report), even if a supervisor were so named.
 */
const supervisorNameOf = (doc: Doc) => {
  const name = str(doc.superVisorName);
  return name.toLowerCase() === 'none' ? '' : name;
};

/** The subAdmins (companies) this import takes: all, or the one `--company` names. */
export function selectedCompanies(ctx: ImportContext): Doc[] {
  const all = ctx.dump.users.filter((u) => roleOf(u) === 'subadmin');
  const wanted = ctx.options.company?.trim().toLowerCase();
  if (!wanted) return all;
  const chosen = all.filter(
    (u) => str(u.companyName).toLowerCase() === wanted || str(u.userName).toLowerCase() === wanted,
  );
  if (!chosen.length)
    throw new Error(
      `No company "${ctx.options.company}" in the dump (its companies: ${all.map((u) => str(u.companyName) || str(u.userName)).join(', ')}).`,
    );
  return chosen;
}

/** Names, unique across the platform whatever their case: a taken one gets a suffix, reported. */
async function nameKeeper(ctx: ImportContext) {
  const rows = await ctx.tx.select({ name: sql<string>`lower(${users.userName})` }).from(users);
  const taken = new Set(rows.map((r) => r.name));
  return (name: string, company: string, role: string) => {
    const base = name || `${role}-${randomUUID().slice(0, 6)}`;
    let chosen = base;
    for (let n = 2; taken.has(chosen.toLowerCase()); n++) chosen = `${base}-${n}`;
    taken.add(chosen.toLowerCase());
    if (chosen !== name) ctx.report.renamed.push({ company, role, from: name, to: chosen });
    return chosen;
  };
}

/** Devices: one seller each, in the dump and against the sellers Tiraj already has. */
async function deviceKeeper(ctx: ImportContext) {
  const rows = await ctx.tx
    .select({ imei: users.imei, name: users.userName })
    .from(users)
    .where(isNotNull(users.imei));
  const holders = new Map(rows.map((r) => [r.imei!.toLowerCase(), `Tiraj's ${r.name}`]));
  return (imei: string, who: string) => {
    if (!imei) return null;
    const holder = holders.get(imei.toLowerCase());
    if (holder) {
      ctx.report.duplicateDevices.push(`${imei}: ${who}, and ${holder}`);
      return null;
    }
    holders.set(imei.toLowerCase(), who);
    return imei;
  };
}

function passwordOf(ctx: ImportContext, doc: Doc, who: string) {
  const hash = str(doc.password);
  if (BCRYPT_HASH.test(hash)) return hash;
  ctx.report.unknownHashes.push(who);
  return REFUSED_HASH;
}

/** Companies with their subadmin, supervisors, sellers (supervisor by name), and the admin. */
export async function importPeople(ctx: ImportContext) {
  const uniqueName = await nameKeeper(ctx);
  const device = await deviceKeeper(ctx);
  const add = async (doc: Doc, user: Omit<ImportedUser, 'id'>, companyId: string | null) => {
    const id = randomUUID();
    const who = `${ctx.companies.get(user.lsCompanyId)?.name ?? 'platform'} ${user.role} "${user.userName}"`;
    const imei = user.role === 'seller' ? device(str(doc.imei), who) : null;
    await ctx.tx.insert(users).values({
      id,
      companyId,
      role: user.role,
      userName: user.userName,
      passwordHash: passwordOf(ctx, doc, who),
      isActive: bool(doc.isActive, true),
      imei,
      supervisorId: user.supervisorId,
    });
    ctx.users.set(idOf(doc._id), { id, ...user });
    ctx.report.count(`${user.role}s`);
    return id;
  };

  for (const doc of selectedCompanies(ctx)) {
    const lsId = idOf(doc._id);
    const name = str(doc.companyName) || str(doc.userName);
    const id = randomUUID();
    await ctx.tx.insert(companies).values({
      id,
      name,
      address: str(doc.address),
      phoneNumber: str(doc.phoneNumber),
      isActive: bool(doc.isActive, true),
      bonusFlag: bool(doc.bonusFlag, false),
      // Its sellers' terminals run LotterySoft's app: they sign in by device ID from the start.
      lotterySoftDevices: true,
    });
    ctx.report.count('companies');
    ctx.companies.set(lsId, { id, name, ownerId: '', ownerName: '' });
    const ownerName = uniqueName(str(doc.userName), name, 'subadmin');
    const owner = { role: 'subadmin' as const, userName: ownerName, lsCompanyId: lsId };
    const ownerId = await add(doc, { ...owner, supervisorId: null }, id);
    ctx.companies.set(lsId, { id, name, ownerId, ownerName });
  }

  const ofCompany = (doc: Doc) => ctx.companies.get(idOf(doc.subAdminId));
  const supervisorsByName = new Map<string, string>();
  for (const doc of ctx.dump.users.filter((u) => roleOf(u) === 'supervisor')) {
    const company = ofCompany(doc);
    if (!company) continue;
    const lsCompanyId = idOf(doc.subAdminId);
    const userName = uniqueName(str(doc.userName), company.name, 'supervisor');
    const id = await add(
      doc,
      { role: 'supervisor', userName, lsCompanyId, supervisorId: null },
      company.id,
    );
    supervisorsByName.set(`${lsCompanyId}:${str(doc.userName).toLowerCase()}`, id);
  }

  for (const doc of ctx.dump.users.filter((u) => roleOf(u) === 'seller')) {
    const company = ofCompany(doc);
    if (!company) continue;
    const lsCompanyId = idOf(doc.subAdminId);
    const supervisorName = supervisorNameOf(doc);
    const supervisorId = supervisorName
      ? (supervisorsByName.get(`${lsCompanyId}:${supervisorName.toLowerCase()}`) ?? null)
      : null;
    if (supervisorName && !supervisorId)
      ctx.report.unmatchedSupervisors.push(
        `${company.name} seller "${str(doc.userName)}": supervisor "${supervisorName}"`,
      );
    const userName = uniqueName(str(doc.userName), company.name, 'seller');
    await add(doc, { role: 'seller', userName, lsCompanyId, supervisorId }, company.id);
  }

  if (!ctx.options.company) {
    for (const doc of ctx.dump.users.filter((u) => roleOf(u) === 'admin')) {
      const userName = uniqueName(str(doc.userName), 'platform', 'admin');
      await add(doc, { role: 'admin', userName, lsCompanyId: '', supervisorId: null }, null);
    }
  }
  ctx.admin = await importingAdmin(ctx);
}

/** Tiraj's first platform admin marks the old winners paid out (the imported one on a new database). */
async function importingAdmin(ctx: ImportContext) {
  const [admin] = await ctx.tx
    .select({ id: users.id, userName: users.userName })
    .from(users)
    // The first admin, not one of the platform's staff (issue 39).
    .where(and(eq(users.role, 'admin'), isNull(users.staffRole)))
    .orderBy(asc(users.createdAt), asc(users.userName))
    .limit(1);
  if (!admin)
    throw new Error('No platform admin in Tiraj nor in the dump: start Tiraj once first.');
  return admin;
}
