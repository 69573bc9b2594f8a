import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

/** A file's key: random hex and an extension; nothing a client chose, so no path can escape. */
export const FILE_KEY = /^[a-f0-9]{32}(\.[a-z0-9]{1,8})?$/;

export interface SavedFile {
  key: string;
  contentType: string;
  originalName: string;
  size: number;
}

/** Files on the local disk under FILES_DIR, described by a row in stored_files. */
export class FileStorage {
  constructor(private readonly dir: string) {}

  async write(bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const key = `${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
    await writeFile(join(this.dir, key), bytes, { flag: 'wx' });
    return key;
  }

  async remove(key: string) {
    if (FILE_KEY.test(key)) await rm(join(this.dir, key), { force: true });
  }

  async open(key: string) {
    if (!FILE_KEY.test(key)) return undefined;
    const path = join(this.dir, key);
    const info = await stat(path).catch(() => undefined);
    return info ? { size: info.size, stream: () => createReadStream(path) } : undefined;
  }
}

export async function recordFile(
  db: Db | Tx,
  file: SavedFile,
  owner: { kind: 'logo' | 'chat'; companyId: string | null; partyA?: string; partyB?: string },
) {
  await db.insert(storedFiles).values({
    key: file.key,
    kind: owner.kind,
    companyId: owner.companyId,
    contentType: file.contentType,
    originalName: file.originalName,
    size: file.size,
    partyA: owner.partyA ?? null,
    partyB: owner.partyB ?? null,
  });
}

export async function fileRecord(db: Db, key: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row;
}

/** `files/<key>`: the relative path SPEC.md §7 says entities store. */
export const publicPath = (key: string) => `files/${key}`;
export const keyOfPath = (path: string) => path.replace(/^\/?files\//, '');
