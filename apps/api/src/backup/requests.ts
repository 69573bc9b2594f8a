import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';
import type { BackupKey } from './key.ts';
import { writeBackup } from './write.ts';
import { safeErrorText } from '../db/database-error.ts';

/**
 * While the server holds the embedded database, no other process may open it: `npm run backup`
 * asks the server instead. It drops a request file in DATA_DIR/backup-requests and sends SIGUSR2
 * to the pid in the lock file; the server writes the backup and an answer file. Only a process
 * that can write in DATA_DIR and signal the server (its own user, or root) can ask: nothing
 * listens on the network for it.
 */
const requestsDir = (dataDir: string) => join(dataDir, 'backup-requests');

interface Answer {
  ok: boolean;
  message: string;
}

/** The server's side: answers every pending request on SIGUSR2. The returned function stops listening. */
export function answerBackupRequests(
  database: Database,
  where: { dataDir: string; filesDir: string; key: () => SigningKey },
  log: { info: (text: string) => void; error: (text: string) => void },
): () => Promise<void> {
  const { dataDir } = where;
  let busy: Promise<void> = Promise.resolve();
  const onSignal = () => {
    busy = busy
      .then(() => answerPending(database, where, log))
      .catch((error: unknown) => log.error(`Backup requests: ${safeErrorText(error)}`));
  };
  process.on('SIGUSR2', onSignal);
  // SIGUSR2 ends a process that does not listen for it (an older Tiraj): the script signals only a listening pid.
  const marker = listeningMarker(dataDir, process.pid);
  mkdirSync(requestsDir(dataDir), { recursive: true });
  writeFileSync(marker, '');
  return async () => {
    rmSync(marker, { force: true });
    process.removeListener('SIGUSR2', onSignal);
    await busy; // the database is closed after this: never in the middle of a copy
  };
}

const listeningMarker = (dataDir: string, pid: number) =>
  join(requestsDir(dataDir), `${pid}.listening`);

/** The key a backup is signed with; `created`: it was just made, and the operator must be told. */
export interface SigningKey {
  key: BackupKey;
  created?: string;
}

async function answerPending(
  database: Database,
  { dataDir, filesDir, key }: { dataDir: string; filesDir: string; key: () => SigningKey },
  log: { info: (text: string) => void; error: (text: string) => void },
) {
  const dir = requestsDir(dataDir);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.request.json'))) {
    const id = name.slice(0, -'.request.json'.length);
    const taken = join(dir, `${id}.taken.json`);
    try {
      renameSync(join(dir, name), taken); // a second signal does not answer it twice
    } catch {
      continue;
    }
    let answer: Answer;
    try {
      const { file } = JSON.parse(readFileSync(taken, 'utf8')) as { file: string };
      const signing = key();
      const summary = await writeBackup(database, file, { filesDir, key: signing.key });
      // The one who asked sees the new key's notice too, not only the server's log.
      const notice = signing.created ? `\n${signing.created}` : '';
      answer = { ok: true, message: `${summary.file} (${summary.bytes} bytes)${notice}` };
      log.info(`Backup written on request: ${answer.message}`);
    } catch (error) {
      answer = { ok: false, message: safeErrorText(error) };
      log.error(`Backup on request failed: ${answer.message}`);
    }
    const answerFile = join(dir, `${id}.answer.json`);
    writeFileSync(`${answerFile}.tmp`, JSON.stringify(answer));
    renameSync(`${answerFile}.tmp`, answerFile); // the script never reads half an answer
    rmSync(taken, { force: true });
  }
}

/** The script's side: asks the server `pid` for a backup into `file` and waits for its answer. */
export async function askServerForBackup(
  dataDir: string,
  pid: number,
  file: string,
  timeoutMs = 30 * 60_000,
): Promise<Answer> {
  if (!existsSync(listeningMarker(dataDir, pid)))
    return {
      ok: false,
      message: `The server (pid ${pid}) does not take backup requests (a Tiraj from before backups?): stop it and run the backup again, or restart it.`,
    };
  const dir = requestsDir(dataDir);
  const id = randomUUID();
  const request = join(dir, `${id}.request.json`);
  const answerFile = join(dir, `${id}.answer.json`);
  writeFileSync(`${request}.tmp`, JSON.stringify({ file }));
  renameSync(`${request}.tmp`, request);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (existsSync(answerFile)) return JSON.parse(readFileSync(answerFile, 'utf8')) as Answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { ok: false, message: `The server (pid ${pid}) did not answer in time.` };
  } finally {
    rmSync(request, { force: true });
    rmSync(answerFile, { force: true });
  }
}
