import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { companies, storedFiles } from '../../src/db/schema/index.ts';
import { importLotterySoft } from '../../src/lotterysoft-import/import.ts';
import { testApp } from '../support/app.ts';
import { createCompany, unique } from '../support/factories.ts';
import { lotterySoftDump, writeDump } from './dump.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
let db: Db;

beforeAll(async () => {
  ({
    ctx: { db },
  } = await testApp());
});

describe('--files: company logos from LotterySoft upload folder', () => {
  it('copies a logo found there and reports one that is not', async () => {
    const { dump, names } = lotterySoftDump(unique('p'), {
      takenName: (await createCompany(db)).seller.userName,
    });
    const [a, b] = dump.users!.filter((u) => u.role === 'subAdmin');
    a!.logo = 'uploads/logo-a.png';
    b!.logo = 'uploads/missing.png';
    const oldFiles = mkdtempSync(join(tmpdir(), 'lotterysoft-files-'));
    mkdirSync(join(oldFiles, 'uploads'));
    writeFileSync(join(oldFiles, 'uploads', 'logo-a.png'), PNG);
    const tirajFiles = mkdtempSync(join(tmpdir(), 'tiraj-files-'));
    const report = await importLotterySoft(db, writeDump(dump, 'bson'), {
      dryRun: false,
      filesDir: oldFiles,
      tirajFilesDir: tirajFiles,
      timeZone: 'America/Port-au-Prince',
    });
    const [company] = await db.select().from(companies).where(eq(companies.name, names.companyA));
    const key = company!.logoPath.replace(/^files\//, '');
    expect(key).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(existsSync(join(tirajFiles, key))).toBe(true);
    const [stored] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(stored).toMatchObject({
      kind: 'logo',
      companyId: company!.id,
      contentType: 'image/png',
    });
    expect(report.other).toContainEqual(
      `${names.companyB} logo "uploads/missing.png": not found in --files: not copied`,
    );
  });
});
