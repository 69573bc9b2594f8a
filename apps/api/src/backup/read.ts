import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  READABLE_FORMATS,
  type BackupHeader,
  type BackupTrailer,
} from './format.ts';

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
  /** false for a format-1 backup: it has no digest, so its content could not be checked */
  digestChecked: boolean;
}

/** The sections of a backup, in the order they are written: a line of an earlier one after a later one is damage. */
const SECTION = { t: 0, s: 1, f: 2 } as const;

/**
 * Reads a backup line by line, handing each row, sequence and file to `visit`, and checks it
 * whole: the header, the order of its sections (a table's rows together), the end mark last,
 * the counts and the digest the end mark carries. Any damage is a RestoreRefused with a short
 * message: no stack trace, no row of the file in it.
 */
export async function readBackup(
  file: string,
  visit: (line: BackupLine) => Promise<void> = async () => {},
): Promise<CheckedBackup> {
  const name = basename(file);
  const damaged = (what: string) =>
    new RestoreRefused(`${name} is damaged (${what}); nothing was restored.`);
  const digest = createHash('sha256');
  const rows: Record<string, number> = {};
  let header: BackupHeader | undefined;
  let trailer: BackupTrailer | undefined;
  let files = 0;
  let sequences = 0;
  let section = 0;
  let table: string | undefined;
  let number = 0;

  for await (const bytes of rawLines(file, name)) {
    number++;
    if (trailer) throw damaged(`something follows the end mark at line ${number}`);
    const line = parse(bytes, number, damaged);
    if (!header) {
      header = checkHeader(line, name);
      digest.update(bytes);
      continue;
    }
    if ('end' in line) {
      trailer = line as unknown as BackupTrailer;
      continue;
    }
    digest.update(bytes);
    const kind = 't' in line ? 't' : 's' in line ? 's' : 'f' in line ? 'f' : undefined;
    if (!kind) throw damaged(`line ${number} is not a row, a sequence or a file`);
    if (SECTION[kind] < section) throw damaged(`line ${number} is out of order`);
    section = SECTION[kind];
    if (kind === 't') {
      const row = line as { t: string };
      if (row.t !== table && rows[row.t] !== undefined)
        throw damaged(`the rows of table ${row.t} are not together (line ${number})`);
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
  if (header.version >= 2) {
    if (sequences !== trailer.sequences)
      throw damaged(`${sequences} sequences, the end mark says ${trailer.sequences}`);
    if (typeof trailer.sha256 !== 'string') throw damaged('its end mark has no digest');
    if (digest.digest('hex') !== trailer.sha256)
      throw damaged('its content does not match the digest of its end mark: it was changed');
  }
  return { header, rows, files, sequences, digestChecked: header.version >= 2 };
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

function checkHeader(line: Record<string, unknown>, name: string): BackupHeader {
  if (line.tiraj !== 'backup') throw new RestoreRefused(`${name} is not a Tiraj backup.`);
  if (!READABLE_FORMATS.includes(line.version as number))
    throw new RestoreRefused(
      `${name} is a Tiraj backup of format ${String(line.version)}; this version reads formats up to ${BACKUP_FORMAT}: restore it with a newer Tiraj.`,
    );
  if (typeof line.migrations !== 'number')
    throw new RestoreRefused(`${name} is damaged (its header has no migration level).`);
  return line as unknown as BackupHeader;
}
