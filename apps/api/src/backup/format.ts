/**
 * A Tiraj backup is gzip-compressed JSON lines, written by Tiraj itself so that it works the
 * same on the embedded database and on PostgreSQL without a pg_dump of the right version:
 *   {"tiraj":"backup","version":3,"keyId":"…","tables":[…],...}
 *                                         the header (migration level, when, from what, the
 *                                         key that signed it, the tables in the order they load)
 *   {"t":"<table>","r":{...}}             one line per row, tables parents first
 *   {"s":"<sequence>","v":..,"c":..}      sequence positions
 *   {"f":"<path>","d":"<base64>"}         uploaded files (logos, chat files)
 *   {"end":true,"rows":{...},"files":n,"sequences":n,"hmac":"…"}
 *                                         the end mark: a file without it is incomplete; its
 *                                         HMAC-SHA256 (the operator's key, backup/key.ts) is of
 *                                         every byte (uncompressed) before it
 * Version 2 carried a plain SHA-256 instead, which anyone can recompute after editing a row;
 * version 1 had no digest at all. Both are unsigned: read only when the operator says so
 * (`--accept-unsigned`), with a warning.
 */
export const BACKUP_FORMAT = 3;

/** Formats this version reads; those before SIGNED_FORMAT only with `acceptUnsigned`. */
export const READABLE_FORMATS = [1, 2, 3];

/** The first format signed with the operator's key. */
export const SIGNED_FORMAT = 3;

export interface BackupHeader {
  tiraj: 'backup';
  version: number;
  /** migrations applied in the database backed up */
  migrations: number;
  takenAt: string;
  source: 'pglite' | 'postgres';
  /** format 3 on: the id of the key that signed it (backup/key.ts) */
  keyId?: string;
  /** format 3 on: every table of the copy, in the order its rows stand and load (parents first) */
  tables?: string[];
}

export interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  files: number;
  /** format 2 on: sequence lines written */
  sequences?: number;
  /** format 2 on: SHA-256 (hex) of the uncompressed lines before this one, newlines included */
  sha256?: string;
  /** format 3 on: HMAC-SHA256 (hex, the operator's key) of the uncompressed lines before this one */
  hmac?: string;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  files: number;
  migrations: number;
}

/** `tiraj-backup-2026-11-23T17-05-09Z.jsonl.gz`: sorts by time, no characters a file system refuses. */
export function backupFileName(at = new Date()): string {
  return `tiraj-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl.gz`;
}

export const BACKUP_FILE_PATTERN = /^tiraj-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/;
