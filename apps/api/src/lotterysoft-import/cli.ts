/**
 * `npm run import:lotterysoft -- <dump folder> [--dry-run] [--company <name>] [--files <dir>]
 * [--unpaid-since <yyyy-MM-dd>] [--report <file>]` (README, "Importing a LotterySoft database").
 * Same configuration as the server: DATABASE_URL, or the embedded database under DATA_DIR.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configFrom } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { failureLine } from './failure.ts';
import { importLotterySoft, ImportStopped } from './import.ts';
import type { ImportReport } from './report.ts';

const USAGE =
  'Usage: npm run import:lotterysoft -- <dump folder> [--dry-run] [--company <name>] [--files <dir>] [--unpaid-since <yyyy-MM-dd>] [--report <file>]';

interface CliArgs {
  dumpDir: string;
  dryRun: boolean;
  company?: string;
  files?: string;
  unpaidSince?: string;
  report?: string;
}

function parseArgs(argv: string[]): CliArgs {
  const args: Partial<CliArgs> & { dryRun: boolean } = { dryRun: false };
  const valued = {
    '--company': 'company',
    '--files': 'files',
    '--unpaid-since': 'unpaidSince',
    '--report': 'report',
  } as const;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg in valued) {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new Error(`${arg} needs a value. ${USAGE}`);
      args[valued[arg as keyof typeof valued]] = value;
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    else if (args.dumpDir) throw new Error(`One dump folder only. ${USAGE}`);
    else args.dumpDir = arg;
  }
  if (!args.dumpDir) throw new Error(USAGE);
  if (args.unpaidSince && !/^\d{4}-\d{2}-\d{2}$/.test(args.unpaidSince))
    throw new Error('--unpaid-since takes a date, yyyy-MM-dd.');
  return args as CliArgs;
}

function writeReport(report: ImportReport, file: string, header: string[]) {
  writeFileSync(file, report.text(header));
  for (const line of report.summary()) console.log(`  ${line}`);
  console.log(`Report: ${file}`);
}

async function main() {
  // npm runs scripts from the project's root: relative paths mean where the operator typed them.
  const here = process.env.INIT_CWD ?? process.cwd();
  const args = parseArgs(process.argv.slice(2));
  const config = configFrom();
  const dumpDir = resolve(here, args.dumpDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const reportFile = resolve(here, args.report ?? `lotterysoft-import-${stamp}.txt`);
  const header = [
    `# LotterySoft import ${args.dryRun ? '(dry run: nothing written)' : ''}`,
    `- dump: ${dumpDir}`,
    `- at: ${new Date().toISOString()}`,
    `- company: ${args.company ?? 'all'}`,
    `- unpaid since: ${args.unpaidSince ?? '(every old winner marked paid out)'}`,
  ];
  const database = await openDatabase({ ...config, migrate: true });
  try {
    const started = performance.now();
    const report = await importLotterySoft(database.db, dumpDir, {
      dryRun: args.dryRun,
      company: args.company,
      filesDir: args.files ? resolve(here, args.files) : undefined,
      tirajFilesDir: config.filesDir,
      unpaidSince: args.unpaidSince,
      timeZone: config.timeZone,
      progress: (done) => console.log(`tickets: ${done} read`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      args.dryRun
        ? `Dry run done in ${seconds} s: nothing was written. What an import would do:`
        : `Imported in ${seconds} s, in one transaction:`,
    );
    writeReport(report, reportFile, header);
    if (report.proofDifferences.length) process.exitCode = 2;
  } catch (error) {
    if (error instanceof ImportStopped) writeReport(error.report, reportFile, header);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(failureLine(error));
  process.exit(1);
});
