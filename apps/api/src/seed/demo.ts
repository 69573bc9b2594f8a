/**
 * `npm run seed:demo`: fills the configured database (as `npm start` would
 * open it) with a realistic operator — 3 companies, supervisors, 150 sellers,
 * 6 draws, payment terms, limits, blocked numbers and 30 days of tickets sold
 * through the same sale service as the API, with results posted and settled.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { CompanyUser, SessionUser } from '../auth/session-user.ts';
import { ensureAdmin } from '../bootstrap-admin.ts';
import { configFrom } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { companies, lotteryCategories, users } from '../db/schema/index.ts';
import { seedCompanySettings } from './demo-settings.ts';
import {
  DEMO_CATEGORIES,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  randomSource,
  sellerName,
} from './demo-data.ts';
import { sellDays } from './demo-sales.ts';
import { progressReporter } from './progress.ts';
import { safeErrorForLog } from '../db/database-error.ts';

const DAYS = Number(process.env.DEMO_DAYS ?? 30);

async function main() {
  const started = Date.now();
  const config = configFrom();
  const database = await openDatabase(config);
  const db = database.db;
  const existing = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing.length) {
    console.error(
      'This database already has companies. Seed an empty one (another DATA_DIR or DATABASE_URL).',
    );
    await database.close();
    process.exit(1);
  }
  await ensureAdmin(db, { userName: config.adminUserName, password: config.adminPassword }, (t) =>
    console.log(t),
  );
  const [admin] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.staffRole)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const adminActor: SessionUser = {
    id: admin!.id,
    role: 'admin',
    userName: admin!.userName,
    companyId: null,
    companyName: null,
    supervisorId: null,
    language: null,
    sessionId: '',
  };

  const random = randomSource(20261122);
  const categories = [];
  for (const c of DEMO_CATEGORIES) {
    const [row] = await db.insert(lotteryCategories).values(c).onConflictDoNothing().returning();
    if (row) categories.push(row);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const sellers: CompanyUser[] = [];
  const logins: string[] = [];
  for (const [ci, c] of DEMO_COMPANIES.entries()) {
    const [company] = await db
      .insert(companies)
      .values({ name: c.name, address: c.address, phoneNumber: c.phone, bonusFlag: c.bonus })
      .returning();
    await db
      .insert(users)
      .values({ role: 'subadmin', companyId: company!.id, userName: c.userName, passwordHash });
    const supervisors = await db
      .insert(users)
      .values(
        Array.from({ length: c.supervisors }, (_, i) => ({
          role: 'supervisor' as const,
          companyId: company!.id,
          userName: `${c.userName}.sup${i + 1}`,
          passwordHash,
        })),
      )
      .returning();
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: c.sellers }, (_, i) => ({
          role: 'seller' as const,
          companyId: company!.id,
          userName: sellerName(c.userName, i),
          passwordHash,
          imei: `35${String(ci + 1)}${String(i + 1).padStart(12, '0')}`,
          // Most sellers have a supervisor; a few report to the company directly.
          supervisorId: i % 10 === 9 ? null : supervisors[i % supervisors.length]!.id,
        })),
      )
      .returning();
    for (const s of rows) {
      sellers.push({
        id: s.id,
        role: 'seller',
        userName: s.userName,
        companyId: company!.id,
        companyName: c.name,
        supervisorId: s.supervisorId,
        language: null,
        sessionId: '',
      });
    }
    await seedCompanySettings(
      db,
      company!.id,
      categories,
      supervisors.map((s) => s.id),
      rows.map((s) => s.id),
      random,
    );
    logins.push(
      `  ${c.name.padEnd(22)} subadmin ${c.userName.padEnd(12)} supervisors ${supervisors.map((s) => s.userName).join(', ')}`,
    );
  }
  console.log(
    `Created ${DEMO_COMPANIES.length} companies, ${sellers.length} sellers, ${categories.length} draws. Selling ${DAYS} days of tickets…`,
  );
  const progress = progressReporter((DAYS + 1) * categories.length, process.stdout);
  const sold = await sellDays(db, {
    days: DAYS,
    categories,
    sellers,
    admin: adminActor,
    timeZone: config.timeZone,
    random,
    onDraw: () => progress.advance(),
  });
  progress.finish();
  await database.close();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      '',
      `Demo data ready in ${seconds} s: ${sold.tickets} tickets, ${sold.lines} lines (${sold.refused} sales refused by limits), ${sold.results} results posted.`,
      `Every demo login has the password "${DEMO_PASSWORD}":`,
      ...logins,
      `  sellers (device app):  e.g. ${sellers[0]!.userName} (imei 351000000000001)`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  // The stack, never a failed statement's parameters (a password hash): see safeErrorForLog.
  console.error(safeErrorForLog(error).stack);
  process.exit(1);
});
