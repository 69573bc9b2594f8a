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
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * `count` different TCP ports free on 127.0.0.1 now, for servers a test starts together: each is
 * held until all are taken, so the system cannot hand the same port out twice (two processes
 * launched one after the other, neither listening yet, once got the same port: EADDRINUSE).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((done, fail) => {
            server.once('error', fail);
            server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port));
          }),
      ),
    );
  } finally {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((done) => (server.listening ? server.close(done) : done(undefined))),
      ),
    );
  }
}
