import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A maker of temporary directories for one test file, all removed after it. Call it after
 * `testApp()`, as the backup tests do: the databases in those directories are closed by then.
 */
export function scratchDirs(prefix: string) {
  const scratches: string[] = [];
  afterAll(() => {
    for (const dir of scratches) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    scratches.push(dir);
    return dir;
  };
}

/** A TCP port free on 127.0.0.1 now, for a server the test starts. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}
