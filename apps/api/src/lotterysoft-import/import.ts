import type { Db } from '../db/client.ts';
import type { ImportContext, ImportOptions } from './context.ts';
import { copyLogos, writtenLogos } from './logos.ts';
import { importPeople, selectedCompanies } from './people.ts';
import { proveMoney } from './proof.ts';
import { readDump, idOf, str } from './read-dump.ts';
import { ImportReport } from './report.ts';
import { importMessages, importPaymentAlerts, importResults } from './results.ts';
import {
  importBlockedNumbers,
  importDraws,
  importLimits,
  importPaymentTerms,
  importPercentageLimits,
} from './settings.ts';
import {
  continueDeviceNumbers,
  markOldWinnersPaid,
  refuseRepeat,
  settleImported,
  writeMarkers,
} from './settle.ts';
import { importTickets } from './tickets.ts';

/** The import stopped on a collision that must be fixed in the dump first (its report says which). */
export class ImportStopped extends Error {
  constructor(
    message: string,
    readonly report: ImportReport,
  ) {
    super(message);
  }
}

class DryRun extends Error {}

/**
 * Imports a LotterySoft dump into Tiraj in one transaction: everything or nothing. A dry run
 * does the whole import, proof included, then rolls it back: the same report, nothing written.
 */
export async function importLotterySoft(
  db: Db,
  dumpDir: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const dump = readDump(dumpDir);
  const report = new ImportReport();
  try {
    await db.transaction(async (tx) => {
      const ctx: ImportContext = {
        tx,
        dump,
        report,
        options,
        now: new Date(),
        companies: new Map(),
        users: new Map(),
        draws: new Map(),
        admin: { id: '', userName: '' },
      };
      const chosen = selectedCompanies(ctx);
      await refuseRepeat(
        ctx,
        chosen.map((doc) => idOf(doc._id)),
        chosen.map((doc) => str(doc.companyName) || str(doc.userName)),
      );
      await importPeople(ctx);
      if (report.duplicateDevices.length && !options.dryRun)
        throw new ImportStopped(
          `Stopped: ${report.duplicateDevices.length} device ids are held twice. Give each seller its own in LotterySoft (or clear one) and run again; nothing was written.`,
          report,
        );
      await copyLogos(ctx, chosen);
      await importDraws(ctx);
      await importPaymentTerms(ctx);
      await importPercentageLimits(ctx);
      await importLimits(ctx);
      await importBlockedNumbers(ctx);
      const results = await importResults(ctx);
      await importMessages(ctx);
      await importPaymentAlerts(ctx);
      const imported = await importTickets(ctx);
      await settleImported(ctx, imported, results);
      await continueDeviceNumbers(ctx);
      await markOldWinnersPaid(ctx);
      await writeMarkers(ctx);
      await proveMoney(ctx);
      if (options.dryRun) throw new DryRun();
    });
  } catch (error) {
    if (error instanceof DryRun) return report;
    // Nothing was written: neither are the logos copied on the way.
    for (const { storage, key } of writtenLogos.splice(0)) await storage.remove(key);
    throw error;
  }
  writtenLogos.splice(0);
  return report;
}
