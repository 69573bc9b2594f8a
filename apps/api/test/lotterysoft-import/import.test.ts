import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  auditLog,
  blockNumbers,
  companies,
  limits,
  lotteryCategories,
  messages,
  paymentAlerts,
  paymentTerms,
  percentageLimits,
  ticketLines,
  tickets,
  users,
  winningNumbers,
} from '../../src/db/schema/index.ts';
import { importLotterySoft } from '../../src/lotterysoft-import/import.ts';
import { REFUSED_HASH } from '../../src/lotterysoft-import/people.ts';
import type { ImportReport } from '../../src/lotterysoft-import/report.ts';
import { testApp } from '../support/app.ts';
import { createCompany, unique } from '../support/factories.ts';
import { DAY1, DAY2, lotterySoftDump, writeDump } from './dump.ts';

const HAITI = 'America/Port-au-Prince';
let db: Db;
let report: ImportReport;
let dir: string;
let built: ReturnType<typeof lotterySoftDump>;
let taken: string;

const userNamed = async (userName: string) =>
  (await db.select().from(users).where(eq(users.userName, userName)))[0]!;
const companyNamed = async (name: string) =>
  (await db.select().from(companies).where(eq(companies.name, name)))[0];
const drawNamed = async (name: string) =>
  (await db.select().from(lotteryCategories).where(eq(lotteryCategories.name, name)))[0]!;

beforeAll(async () => {
  ({
    ctx: { db },
  } = await testApp());
  taken = (await createCompany(db)).seller.userName;
  built = lotterySoftDump(unique('p'), { takenName: taken });
  dir = writeDump(built.dump, 'bson');
  report = await importLotterySoft(db, dir, { dryRun: false, unpaidSince: DAY2, timeZone: HAITI });
});

describe('npm run import:lotterysoft: a mongodump folder into Tiraj', () => {
  it('brings companies, their owners, supervisors and sellers (supervisor by name, device, active flag)', async () => {
    const { names, imei } = built;
    const a = (await companyNamed(names.companyA))!;
    expect(a).toMatchObject({ bonusFlag: true, phoneNumber: '509 1111', lotterySoftDevices: true });
    expect(await companyNamed(names.companyB)).toBeDefined();
    const supervisor = await userNamed(names.supervisor);
    expect(supervisor).toMatchObject({ role: 'supervisor', companyId: a.id });
    expect(await userNamed(names.a1)).toMatchObject({
      role: 'seller',
      companyId: a.id,
      imei: imei.a1,
      supervisorId: supervisor.id,
      isActive: true,
    });
    expect(await userNamed(names.a2)).toMatchObject({ supervisorId: null, isActive: false });
    expect(report.unmatchedSupervisors).toEqual([
      `${names.companyA} seller "${names.a2}": supervisor "Nobody"`,
    ]);
    expect((await userNamed(`ls-admin-${names.a1.slice(3)}`)).role).toBe('admin');
  });

  it('reads a superVisorName "None" as no supervisor: nothing to match, nothing reported', async () => {
    expect(await userNamed(`${taken}-2`)).toMatchObject({ role: 'seller', supervisorId: null });
    expect(report.unmatchedSupervisors.join('\n')).not.toContain('"None"');
  });

  it('suffixes user names already taken and lists them; keeps bcrypt hashes; refuses unknown ones', async () => {
    const { names } = built;
    expect(report.renamed).toEqual([
      { company: names.companyB, role: 'seller', from: taken, to: `${taken}-2` },
      { company: names.companyB, role: 'seller', from: names.a1, to: `${names.a1}-2` },
    ]);
    expect((await userNamed(names.a1)).passwordHash).toMatch(/^\$2[ab]\$04\$/);
    expect((await userNamed(`${names.a1}-2`)).passwordHash).toBe(REFUSED_HASH);
    expect(report.unknownHashes).toEqual([`${names.companyB} seller "${names.a1}-2"`]);
  });

  it('brings draws, payment terms, percentage limits, limits by scope, blocked numbers as Tiraj writes them', async () => {
    const { names } = built;
    const a = (await companyNamed(names.companyA))!;
    const ny = await drawNamed(names.ny);
    expect(ny).toMatchObject({ startTime: '08:00', endTime: '14:00' });
    const [term] = await db.select().from(paymentTerms).where(eq(paymentTerms.companyId, a.id));
    expect(term!.conditions).toEqual([
      60, 20, 10, 500, 5000, 5000, 5000, 25000, 25000, 25000, 800, 800, 800, 800, 800, 800,
    ]);
    const [percent] = await db
      .select()
      .from(percentageLimits)
      .where(eq(percentageLimits.companyId, a.id));
    expect(percent!.limits).toEqual([
      { gameCategory: 'L3C', limitPercent: 50 },
      { gameCategory: 'MRG', limitPercent: 25 },
    ]);
    const rows = await db.select().from(limits).where(eq(limits.companyId, a.id));
    const a1 = await userNamed(names.a1);
    const sup = await userNamed(names.supervisor);
    expect(rows.map((r) => r.scopeKey).sort()).toEqual(
      ['all', `seller:${a1.id}`, `supervisor:${sup.id}`].sort(),
    );
    const supLimit = rows.find((r) => r.scope === 'supervisor')!;
    expect(supLimit.limits.find((e) => e.gameCategory === 'L3C')!.limitsButs).toBe(200);
    expect(supLimit.limits.find((e) => e.gameCategory === 'BLT')!.limitsButs).toBeNull();
    expect(report.perNumberLimits).toEqual([
      expect.stringContaining(`BLT 33 at 50 HTG (Tiraj holds limits per game, not per number)`),
    ]);
    const blocked = await db.select().from(blockNumbers).where(eq(blockNumbers.companyId, a.id));
    expect(blocked.map((b) => [b.gameCategory, b.number])).toEqual([['MRG', '12×45']]);
    expect(report.other).toContainEqual(
      expect.stringContaining('blocked for one seller or supervisor only'),
    );
  });

  it('keeps results as stored and reports a derived entry that disagrees; brings chat and alerts', async () => {
    const { names } = built;
    const fl = await drawNamed(names.fl);
    const [result] = await db
      .select()
      .from(winningNumbers)
      .where(eq(winningNumbers.lotteryCategoryId, fl.id));
    expect(result!.drawDate).toBe(DAY1);
    expect(result!.numbers[4]).toEqual({ gameCategory: 'L4C 1', position: 1, number: '9999' });
    // LotterySoft stored L5C 3 as L3C·1st (its layout, not reported); Tiraj's own L5C 3 is
    // d3·2nd·3rd: a ticket sold in Tiraj must never be paid on a number the Pick 3 alone fixes.
    expect(result!.numbers[9]).toEqual({ gameCategory: 'L5C 3', position: 1, number: '78822' });
    expect(report.results).toEqual([
      `${names.fl} ${DAY1}: L4C 1 1 stored "9999", Tiraj derives "8822" (kept as stored)`,
    ]);
    const a = (await companyNamed(names.companyA))!;
    const chat = await db.select().from(messages).where(eq(messages.companyId, a.id));
    expect(chat.map((m) => m.content)).toEqual([`Bonjou ${names.a1.slice(3)}`]);
    const alerts = await db.select().from(paymentAlerts).where(eq(paymentAlerts.companyId, a.id));
    expect(alerts.map((m) => [m.message, m.date])).toEqual([[`Peye ${names.a1.slice(3)}`, DAY2]]);
  });

  it('brings tickets with their lines, LotterySoft numbers, deleted flag and the terms at import; reports missing draws', async () => {
    const { names } = built;
    const a = (await companyNamed(names.companyA))!;
    const a1 = await userNamed(names.a1);
    const rows = await db
      .select()
      .from(tickets)
      .where(eq(tickets.sellerId, a1.id))
      .orderBy(tickets.lotterySoftNumber);
    expect(
      rows.map((t) => [t.lotterySoftNumber, t.drawDate, t.totalAmount, t.deletedAt !== null]),
    ).toEqual([
      [1, DAY1, 1500, false],
      [2, DAY1, 10000, true],
    ]);
    expect(rows[0]!.ticketCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(rows[0]!.multipliers[0]).toBe(60);
    // Sold under LotterySoft's layout: an L5C 3 line settles as L3C·1st, as it was sold.
    expect(rows.map((t) => t.resultLayout)).toEqual([1, 1]);
    expect(rows[0]!.companyId).toBe(a.id);
    expect(rows[0]!.supervisorId).toBe(a1.supervisorId);
    const lines = await db
      .select()
      .from(ticketLines)
      .where(eq(ticketLines.ticketId, rows[0]!.id))
      .orderBy(ticketLines.position);
    expect(lines.map((l) => [l.gameCategory, l.number, l.amount, l.bonus])).toEqual([
      ['BLT', '12', 1000, false],
      ['MRG', '12×34', 500, false],
      ['MRG', '34×56', 100, true],
    ]);
    expect([...report.missingDraws]).toEqual([[names.gone, { tickets: 1, centimes: 2500 }]]);
  });

  it('settles every imported draw with Tiraj settlement; old winners paid out, from --unpaid-since on payable', async () => {
    const { names } = built;
    const sellers = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.userName, [names.a1, names.a2, taken + '-2']));
    const rows = await db
      .select()
      .from(tickets)
      .where(
        and(
          inArray(
            tickets.sellerId,
            sellers.map((s) => s.id),
          ),
          sql`${tickets.deletedAt} is null`,
        ),
      )
      .orderBy(tickets.drawDate, tickets.totalAmount);
    const admin = (
      await db
        .select()
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(users.createdAt, users.userName)
        .limit(1)
    )[0]!;
    expect(rows.map((t) => [t.drawDate, t.paidAmount, t.paidOutAmount, t.paidOutBy])).toEqual([
      [DAY1, 540000, 540000, admin.id], // 10 × 60 + 5 × 800 + the bonus 1 × 800
      [DAY1, 1000000, 1000000, admin.id], // L4C 1 on the stored entry, 2 × 5000 (default rates)
      [DAY2, 120000, null, null], // payable
    ]);
    expect([report.paidOut, report.payable]).toEqual([2, 1]);
    // Each company's Journal says so: its import, and its old winners marked paid out.
    const journal = await db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entity, 'lotterysoft-import'));
    expect(new Set(journal.map((r) => r.action))).toEqual(new Set(['create', 'pay-out']));
    const marked = journal
      .filter((r) => r.action === 'pay-out')
      .reduce((n, r) => n + (r.details as { tickets: number }).tickets, 0);
    expect(marked).toBe(report.paidOut);
  });

  it('proves the money: per seller and day Tiraj sale report equals LotterySoft arithmetic', () => {
    expect(report.proof).toHaveLength(3);
    expect(report.proofDifferences).toEqual([]);
    const b1 = report.proof.find((p) => p.seller === `${taken}-2`)!;
    expect(b1).toMatchObject({ day: DAY1, tiraj: { sold: 5250, won: 1000000 } });
  });

  it('refuses a second run on the same dump and writes nothing', async () => {
    const count = async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(tickets))[0]!.n;
    const before = await count();
    await expect(importLotterySoft(db, dir, { dryRun: false, timeZone: HAITI })).rejects.toThrow(
      /Already imported: Bank A .* Re-running the import is refused; nothing was written/,
    );
    expect(await count()).toBe(before);
  });
});
