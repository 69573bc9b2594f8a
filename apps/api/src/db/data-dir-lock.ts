import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its directory, and a second process on the same files
 * silently loses writes: take a lock file, refuse when a live process holds it.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'tiraj.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(path, { force: true });
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The data directory ${dir} is in use by another Tiraj process (pid ${holder}). ` +
            'Stop it first, or set DATA_DIR to another directory.',
        );
      }
      rmSync(path, { force: true }); // left by a process that died
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
