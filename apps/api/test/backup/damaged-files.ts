import { createHash, createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BackupKey } from '../../src/backup/key.ts';
import { RestoreRefused } from '../../src/backup/restore.ts';
import { writeBackup } from '../../src/backup/write.ts';
import { testApp } from '../support/app.ts';
import { otherBackupKey, testBackupKey as key } from '../support/backup-key.ts';
import { shop } from '../support/factories.ts';
import { sell } from '../support/sales.ts';
import { scratchDirs } from '../support/scratch.ts';

/**
 * A company with sold tickets, one of them paid 500 HTG, backed up once, and damaged copies of
 * that backup: what the backup tests (in-process) and the CLI's tests (the real command) refuse.
 * A function, not module-level code: test files of one worker share loaded modules, and each
 * file has its own server and database (called at the top of the file, after nothing else).
 */
export async function damagedBackups(prefix: string) {
  const { app, ctx } = await testApp();
  const scratch = scratchDirs(prefix);

  // A company with sold tickets, one of them paid 500 HTG, backed up once: the files below are damaged copies of it.
  const s = await shop(app, ctx.db);
  for (const number of ['11', '22', '33']) {
    const sold = await sell(app, s.tokens.seller, s.category.id, [
      { gameCategory: 'BLT', number, amount: 25 },
    ]);
    expect(sold.statusCode, sold.body).toBe(200);
  }
  const [paid] = await ctx.database.rows<{ id: string }>(sql`
    update tickets set paid_amount = 50000 where id = (
      select id from tickets where company_id = ${s.company.id} order by id limit 1) returning id`);
  const good = join(scratch(), 'good.jsonl.gz');
  await writeBackup(ctx.database, good, { key });
  const goodLines = gunzipSync(readFileSync(good)).toString().split('\n').slice(0, -1);

  /**
   * How a changed copy's end mark is redone: `sha256`, as anyone can (counts and a SHA-256 of the
   * lines, the signature left as it was); or signed with a key, as only its holder can.
   */
  type Reseal = 'sha256' | BackupKey;

  /** A copy of the good backup with its lines changed; `reseal` writes an end mark that matches them. */
  function copyWith(name: string, change: (lines: string[]) => string[], reseal?: Reseal) {
    let lines = change([...goodLines]);
    if (reseal) {
      const body = lines.slice(0, -1);
      const rows: Record<string, number> = {};
      for (const line of body) {
        const table = (JSON.parse(line) as { t?: string }).t;
        if (table) rows[table] = (rows[table] ?? 0) + 1;
      }
      const end = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
      const text = body.map((l) => `${l}\n`).join('');
      const seal =
        reseal === 'sha256'
          ? { sha256: createHash('sha256').update(text).digest('hex') }
          : { hmac: createHmac('sha256', reseal.secret).update(text).digest('hex') };
      lines = [...body, JSON.stringify({ ...end, rows, ...seal })];
    }
    const file = join(scratch(), name);
    writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
    return file;
  }

  /** The header of the copy rewritten: the key's id, or the format of an older Tiraj. */
  const withHeader =
    (change: Record<string, unknown>) =>
    (lines: string[]): string[] => [
      JSON.stringify({ ...(JSON.parse(lines[0]!) as object), ...change }),
      ...lines.slice(1),
    ];

  const isTicket = (line: string, id: string) =>
    line.startsWith('{"t":"tickets"') && line.includes(`"id":"${id}"`);
  const raisePaid = (lines: string[]) =>
    lines.map((line) => {
      if (!isTicket(line, paid!.id)) return line;
      const row = JSON.parse(line) as { t: string; r: { paid_amount: number } };
      row.r.paid_amount += 100_000; // + 1,000 HTG, in centimes
      return JSON.stringify(row);
    });
  const tampered = copyWith('tampered.jsonl.gz', raisePaid);
  // The finding: the amount raised and the SHA-256 recomputed, as anyone can.
  const tamperedRehashed = copyWith('tampered-rehashed.jsonl.gz', raisePaid, 'sha256');
  // The same, passed off as a backup of the unsigned format 2, whose SHA-256 was all it had.
  const tamperedAsFormat2 = copyWith(
    'tampered-format-2.jsonl.gz',
    (lines) => withHeader({ version: 2 })(raisePaid(lines)),
    'sha256',
  );
  // Signed by another installation's key: not this operator's backup.
  const otherKeys = copyWith(
    'other-key.jsonl.gz',
    withHeader({ keyId: otherBackupKey.id }),
    otherBackupKey,
  );
  const lineOfTicket = goodLines.findIndex((line) => line.startsWith('{"t":"ticket_lines"'));
  const rowRemoved = copyWith('row-removed.jsonl.gz', (lines) =>
    lines.filter((_, i) => i !== lineOfTicket),
  );
  const wholeBytes = readFileSync(good);
  const truncated = [0.3, 0.6, 0.9].map((part, i) => {
    const file = join(scratch(), `truncated-${i}.jsonl.gz`);
    writeFileSync(file, wholeBytes.subarray(0, Math.floor(wholeBytes.length * part)));
    return file;
  });
  const truncatedAtEnd = join(scratch(), 'truncated-end.jsonl.gz');
  writeFileSync(truncatedAtEnd, wholeBytes.subarray(0, wholeBytes.length - 4));
  // Counts and signature agree, but a ticket is missing under its lines: only the database can tell.
  const forged = copyWith(
    'forged.jsonl.gz',
    (lines) => lines.filter((line) => !isTicket(line, paid!.id)),
    key,
  );

  /** The rows of `table`, moved as one block to just before the sequences (after every other table's). */
  const moveTableLast = (table: string) => (lines: string[]) => {
    const rows = lines.filter((line) => line.startsWith(`{"t":"${table}"`));
    const rest = lines.filter((line) => !line.startsWith(`{"t":"${table}"`));
    const at = rest.findIndex((line) => line.startsWith('{"s":'));
    rest.splice(at === -1 ? -1 : at, 0, ...rows);
    return rest;
  };
  // The finding: the tickets' rows, together, after their lines', counts and SHA-256 redone. The
  // digest alone called it whole; the restore failed on the foreign key.
  const reorderedRehashed = copyWith(
    'reordered-rehashed.jsonl.gz',
    moveTableLast('tickets'),
    'sha256',
  );
  // The same, even signed with the operator's key: the check holds it to the signed table order.
  const reorderedSigned = copyWith('reordered-signed.jsonl.gz', moveTableLast('tickets'), key);
  // A ticket's row alone, after the other tables' rows: put together by hand, and signed.
  const rowOutOfTable = copyWith(
    'row-out-of-table.jsonl.gz',
    (lines) => {
      const [moved] = lines.splice(
        lines.findIndex((line) => line.startsWith('{"t":"tickets"')),
        1,
      );
      lines.splice(-1, 0, moved!);
      return lines;
    },
    key,
  );

  const damaged: [string, string, RegExp][] = [
    ...[...truncated, truncatedAtEnd].map((file, i): [string, string, RegExp] => [
      `truncated (${i + 1})`,
      file,
      /cut short|incomplete/,
    ]),
    ['tampered: a paid amount + 1,000 HTG', tampered, /does not match its signature/],
    [
      'tampered: a paid amount + 1,000 HTG, its SHA-256 recomputed',
      tamperedRehashed,
      /does not match its signature/,
    ],
    [
      'tampered, its SHA-256 recomputed, passed off as format 2',
      tamperedAsFormat2,
      /is not signed .*--accept-unsigned/,
    ],
    ['signed with another key', otherKeys, /signed with another backup key/],
    ['a row removed', rowRemoved, /ticket_lines has \d+ rows, the end mark says \d+/],
    [
      "a table's rows moved after its children's, SHA-256 recomputed",
      reorderedRehashed,
      /rows of table tickets stand after those of/,
    ],
    [
      "a table's rows moved after its children's, signed with the key",
      reorderedSigned,
      /rows of table tickets stand after those of/,
    ],
    ['a row out of its table', rowOutOfTable, /rows of table tickets are not together/],
  ];

  return {
    app,
    ctx,
    scratch,
    s,
    paid,
    good,
    goodLines,
    copyWith,
    withHeader,
    raisePaid,
    tampered,
    tamperedRehashed,
    forged,
    reorderedRehashed,
    reorderedSigned,
    truncated,
    damaged,
  };
}

/** A refusal an operator can read: one short line, no stack, no row of the file. */
export function expectShort(message: string) {
  expect(message.length).toBeLessThan(300);
  expect(message).not.toMatch(/\n|\s+at \S+ \(|"r":|company_id|\{"/);
}

/** The refusal's message, failing unless it is the restore's own refusal. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestoreRefused);
  return (error as Error).message;
}
