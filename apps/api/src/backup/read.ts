import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/client.ts';
import {
  BACKUP_FORMAT,
  READABLE_FORMATS,
  SIGNED_FORMAT,
  type BackupHeader,
  type BackupTrailer,
} from './format.ts';
import type { BackupKey } from './key.ts';

/** A restore (or a check) that must not go on: the message says why, for the operator. */
export class RestoreRefused extends Error {}

/** One line of a backup's body, as the restore loads it. */
export type BackupLine =
  | { t: string; r: unknown }
  | { s: string; v: string | null; c: boolean }
  | { f: string; d: string };

/** What a whole, checked backup holds. */
export interface CheckedBackup {
  header: BackupHeader;
  rows: Record<string, number>;
  files: number;
  sequences: number;
  /** false for an unsigned backup (formats 1 and 2), read only because the operator said so */
  signed: boolean;
}

/** How a backup is checked: the operator's key, and whether an unsigned one is let through. */
export interface BackupReading {
  key?: BackupKey;
  /** `--accept-unsigned`: a backup from before signing (format 1 or 2) is read, unchecked */
  acceptUnsigned?: boolean;
}

/** The sections of a backup, in the order they are written: a line of an earlier one after a later one is damage. */
const SECTION = { t: 0, s: 1, f: 2 } as const;

/**
 * Reads a backup line by line, handing each row, sequence and file to `visit`, and checks it
 * whole: the header (a level this version can restore, the key that signed it), the order of
 * its sections, its tables in the order the signed header gives (the order restore loads them
 * in, parents first), the end mark last, the counts and the signature the end mark carries.
 * `npm run backup -- --verify` and the restore both read through here, so a file the check
 * accepts is one the restore reads the same way. Any damage is a RestoreRefused with a short
 * message: no stack trace, no row of the file in it.
 */
export async function readBackup(
  file: string,
  reading: BackupReading,
  visit: (line: BackupLine) => Promise<void> = async () => {},
): Promise<CheckedBackup> {
  const name = basename(file);
  const damaged = (what: string) =>
    new RestoreRefused(`${name} is damaged (${what}); nothing was restored.`);
  let digest: Hash | Hmac | undefined;
  const rows: Record<string, number> = {};
  let header: BackupHeader | undefined;
  let trailer: BackupTrailer | undefined;
  let files = 0;
  let sequences = 0;
  let section = 0;
  let table: string | undefined;
  let tableAt = -1;
  let number = 0;

  for await (const bytes of rawLines(file, name)) {
    number++;
    if (trailer) throw damaged(`something follows the end mark at line ${number}`);
    const line = parse(bytes, number, damaged);
    if (!header) {
      header = checkHeader(line, name, reading);
      digest =
        header.version >= SIGNED_FORMAT
          ? createHmac('sha256', reading.key!.secret)
          : createHash('sha256');
      digest.update(bytes);
      continue;
    }
    if ('end' in line) {
      trailer = line as unknown as BackupTrailer;
      continue;
    }
    digest!.update(bytes);
    const kind = 't' in line ? 't' : 's' in line ? 's' : 'f' in line ? 'f' : undefined;
    if (!kind) throw damaged(`line ${number} is not a row, a sequence or a file`);
    if (SECTION[kind] < section) throw damaged(`line ${number} is out of order`);
    section = SECTION[kind];
    if (kind === 't') {
      const row = line as { t: string };
      if (row.t !== table && rows[row.t] !== undefined)
        throw damaged(`the rows of table ${row.t} are not together (line ${number})`);
      if (row.t !== table && header.tables) {
        // Restore loads the tables in the file's order: a child's rows before its parent's fail there.
        const at = header.tables.indexOf(row.t);
        if (at === -1) throw damaged(`line ${number} is a row of a table it does not list`);
        if (at < tableAt)
          throw damaged(
            `the rows of table ${row.t} stand after those of ${table} (line ${number})`,
          );
        tableAt = at;
      }
      table = row.t;
      rows[row.t] = (rows[row.t] ?? 0) + 1;
    } else if (kind === 's') sequences++;
    else files++;
    await visit(line as BackupLine);
  }

  if (!header) throw new RestoreRefused(`${name} is empty: it is not a Tiraj backup.`);
  if (!trailer)
    throw new RestoreRefused(
      `${name} is incomplete (no end mark): it was cut short; nothing was restored.`,
    );
  for (const t of new Set([...Object.keys(trailer.rows ?? {}), ...Object.keys(rows)]))
    if ((rows[t] ?? 0) !== (trailer.rows?.[t] ?? 0))
      throw damaged(
        `table ${t} has ${rows[t] ?? 0} rows, the end mark says ${trailer.rows?.[t] ?? 0}`,
      );
  if (files !== trailer.files) throw damaged(`${files} files, the end mark says ${trailer.files}`);
  if (header.version >= 2 && sequences !== trailer.sequences)
    throw damaged(`${sequences} sequences, the end mark says ${trailer.sequences}`);
  if (header.version >= SIGNED_FORMAT) {
    if (!sameHex(digest!.digest(), trailer.hmac))
      throw new RestoreRefused(
        `${name} does not match its signature: it was changed after it was written; nothing was restored.`,
      );
  } else if (header.version === 2) {
    if (typeof trailer.sha256 !== 'string') throw damaged('its end mark has no digest');
    if (!sameHex(digest!.digest(), trailer.sha256))
      throw damaged('its content does not match the digest of its end mark: it was changed');
  }
  return { header, rows, files, sequences, signed: header.version >= SIGNED_FORMAT };
}

/** Compares a computed digest with the hex the end mark carries, in constant time. */
function sameHex(computed: Buffer, carried: unknown): boolean {
  if (typeof carried !== 'string' || !/^[0-9a-f]+$/.test(carried)) return false;
  const given = Buffer.from(carried, 'hex');
  return given.length === computed.length && timingSafeEqual(given, computed);
}

/** The decompressed lines, as bytes (the digest is of the bytes), newline included. */
async function* rawLines(file: string, name: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const chunks = gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer[] = [];
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch (error) {
      // A file cut inside its compressed data, or bytes changed in it (gzip's own check).
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new RestoreRefused(
        `${name} is damaged or cut short (${code === 'Z_BUF_ERROR' ? 'unexpected end of file' : code}); nothing was restored.`,
      );
    }
    if (next.done) break;
    const chunk = next.value;
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end + 1);
      yield pending.length ? Buffer.concat([...pending, piece]) : piece;
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length) yield Buffer.concat(pending); // a last line without its newline: cut short
}

function parse(
  bytes: Buffer,
  number: number,
  damaged: (what: string) => RestoreRefused,
): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // said below, without the line's text (it may be a page of row data)
  }
  throw damaged(`line ${number} is not readable`);
}

function checkHeader(
  line: Record<string, unknown>,
  name: string,
  reading: BackupReading,
): BackupHeader {
  if (line.tiraj !== 'backup') throw new RestoreRefused(`${name} is not a Tiraj backup.`);
  if (!READABLE_FORMATS.includes(line.version as number))
    throw new RestoreRefused(
      `${name} is a Tiraj backup of format ${String(line.version)}; this version reads formats up to ${BACKUP_FORMAT}: restore it with a newer Tiraj.`,
    );
  if (typeof line.migrations !== 'number')
    throw new RestoreRefused(`${name} is damaged (its header has no migration level).`);
  const known = readMigrationFiles({ migrationsFolder }).length;
  if (line.migrations > known)
    throw new RestoreRefused(
      `This backup comes from a newer Tiraj (database level ${line.migrations}, this version knows ${known}): restore it with that version or a newer one.`,
    );
  if ((line.version as number) < SIGNED_FORMAT) {
    if (!reading.acceptUnsigned)
      throw new RestoreRefused(
        `${name} is not signed (written before backups were signed): anyone could have changed it. Restore it only if you know where it has been, with --accept-unsigned.`,
      );
  } else {
    if (!reading.key)
      throw new RestoreRefused(
        `${name} is signed, and no backup key was given to check it: set BACKUP_KEY or BACKUP_KEY_FILE.`,
      );
    if (line.keyId !== reading.key.id)
      throw new RestoreRefused(
        `${name} was signed with another backup key (key ${String(line.keyId)}, this one is ${reading.key.id}): set BACKUP_KEY or BACKUP_KEY_FILE to the key it was written with.`,
      );
    if (!Array.isArray(line.tables) || !line.tables.every((t) => typeof t === 'string'))
      throw new RestoreRefused(`${name} is damaged (its header lists no tables).`);
  }
  return line as unknown as BackupHeader;
}
