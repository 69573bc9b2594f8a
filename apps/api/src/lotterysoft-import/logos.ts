import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { companies } from '../db/schema/index.ts';
import { sniffImage, IMAGE_TYPES } from '../files/sniff.ts';
import { FileStorage, publicPath, recordFile } from '../files/storage.ts';
import type { ImportContext } from './context.ts';
import { idOf, str, type Doc } from './read-dump.ts';

/** Files written by this run, removed again when its transaction does not commit. */
export const writtenLogos: { storage: FileStorage; key: string }[] = [];

/**
 * Company logos copied from LotterySoft's upload folder (`--files`); a logo named but not found
 * there, or not an image, is reported. A dry run copies nothing.
 */
export async function copyLogos(ctx: ImportContext, chosen: Doc[]) {
  const { filesDir, tirajFilesDir, dryRun } = ctx.options;
  for (const doc of chosen) {
    const logo = str(doc.logo ?? doc.companyLogo ?? doc.image);
    const company = ctx.companies.get(idOf(doc._id));
    if (!logo || !company) continue;
    if (!filesDir || !tirajFilesDir) {
      ctx.report.other.push(
        `${company.name} logo "${logo}": not copied (give --files <LotterySoft's upload folder>)`,
      );
      continue;
    }
    const path = [join(filesDir, logo), join(filesDir, basename(logo))].find((p) => existsSync(p));
    const bytes = path ? readFileSync(path) : undefined;
    const type = bytes ? sniffImage(bytes) : undefined;
    if (!bytes || !type) {
      ctx.report.other.push(
        `${company.name} logo "${logo}": ${bytes ? 'not an image' : 'not found in --files'}: not copied`,
      );
      continue;
    }
    ctx.report.count('logos');
    if (dryRun) continue;
    const storage = new FileStorage(tirajFilesDir);
    const key = await storage.write(bytes, IMAGE_TYPES[type]);
    writtenLogos.push({ storage, key });
    await recordFile(
      ctx.tx,
      { key, contentType: type, originalName: basename(logo), size: bytes.length },
      { kind: 'logo', companyId: company.id },
    );
    await ctx.tx
      .update(companies)
      .set({ logoPath: publicPath(key) })
      .where(eq(companies.id, company.id));
  }
}
