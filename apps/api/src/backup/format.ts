/**
 * A Tiraj backup is gzip-compressed JSON lines, written by Tiraj itself so that it works the
 * same on the embedded database and on PostgreSQL without a pg_dump of the right version:
 *   {"tiraj":"backup","version":2,...}   the header (migration level, when, from what)
 *   {"t":"<table>","r":{...}}             one line per row, tables parents first
 *   {"s":"<sequence>","v":..,"c":..}      sequence positions
 *   {"f":"<path>","d":"<base64>"}         uploaded files (logos, chat files)
 *   {"end":true,"rows":{...},"files":n,"sequences":n,"sha256":"…"}
 *                                         the end mark: a file without it is incomplete; its
 *                                         digest is of every byte (uncompressed) before it
 * Version 1 (before the digest) had no `sequences` nor `sha256`: read, with a warning.
 */
export const BACKUP_FORMAT = 2;

/** Formats this version reads: 1 is accepted without its content being checked (no digest). */
export const READABLE_FORMATS = [1, 2];

export interface BackupHeader {
  tiraj: 'backup';
  version: number;
  /** migrations applied in the database backed up */
  migrations: number;
  takenAt: string;
  source: 'pglite' | 'postgres';
}

export interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  files: number;
  /** format 2 on: sequence lines written */
  sequences?: number;
  /** format 2 on: SHA-256 (hex) of the uncompressed lines before this one, newlines included */
  sha256?: string;
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
