import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * How the embedded database writes to disk.
 * - `full`: every commit is on the disk before the sale is answered (survives a power cut).
 * - `fast`: PGlite's default; a commit is handed to the operating system but not flushed
 *   (survives the process being killed, not a power cut or a kernel crash).
 */
export type EmbeddedDurability = 'full' | 'fast';

/** Calls to fsync made for PGlite since the process started: lets a test see that commits reach the disk. */
let fsyncCalls = 0;
export const embeddedFsyncCalls = () => fsyncCalls;

/** wasi's EIO: PostgreSQL treats a failed fsync as fatal, which is what we want on a broken disk. */
const WASI_EIO = 29;

interface NodeFsStream {
  nfd?: number;
}
/** The part of Emscripten's module PGlite does not type: its Node file system. */
interface WithNodeFs {
  NODEFS: { stream_ops: { fsync?: (stream: NodeFsStream) => number } };
}
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/**
 * PGlite's NodeFS has no fsync: PostgreSQL's fsync() reaches Emscripten's file system, which
 * answers "done" without touching the disk, and PGlite also starts PostgreSQL with `-F`
 * (fsync off). This file system gives Emscripten's NODEFS a real fsync, so that with fsync on
 * and `wal_sync_method=fsync` (Emscripten's fdatasync is a no-op; its fsync goes through the
 * stream) each commit flushes the WAL file to the disk. Checked with strace: one fsync of
 * pg_wal/… per commit (bench/RESULTS.md).
 */
class SyncingNodeFS extends NodeFS {
  override async init(
    pg: Parameters<NodeFS['init']>[0],
    options: Parameters<NodeFS['init']>[1],
  ): Promise<InitResult> {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        (mod as unknown as WithNodeFs).NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd === undefined) return 0;
          try {
            fsyncCalls++;
            fsyncSync(stream.nfd);
            return 0;
          } catch (error) {
            // A directory opened read-only may refuse fsync on some systems: PostgreSQL ignores that too.
            const code = (error as NodeJS.ErrnoException).code;
            return code === 'EINVAL' || code === 'EBADF' ? 0 : WASI_EIO;
          }
        };
      },
    ];
    return result;
  }
}

/** The options for PGlite.create on a directory, in the chosen durability. */
export function pgliteDiskOptions(directory: string, durability: EmbeddedDurability) {
  if (durability === 'fast') return { dataDir: directory };
  return {
    fs: new SyncingNodeFS(directory),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'wal_sync_method=fsync',
    ],
  };
}
