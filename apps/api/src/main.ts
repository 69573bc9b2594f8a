import { buildApp } from './app.ts';
import { startServerBackups } from './backup/server.ts';
import { ensureAdmin } from './bootstrap-admin.ts';
import { configFrom, listeningUrl } from './config.ts';
import { safeErrorText } from './db/database-error.ts';
import { startResultFetching } from './modules/result-proposals/scheduler.ts';
import { resultSources } from './modules/result-sources/registry.ts';

async function main() {
  const config = configFrom();
  const { app, ctx } = await buildApp(config);
  await ensureAdmin(
    ctx.db,
    { userName: config.adminUserName, password: config.adminPassword },
    (text) => console.log(text),
  );
  // Scheduled backups, and `npm run backup` while this server holds the embedded database.
  // preClose runs before every onClose hook: the database is still open while a backup finishes.
  const stopBackups = startServerBackups(ctx.database, config, app.log);
  app.addHook('preClose', stopBackups);
  // Issue 40: the lotteries' results asked for on schedule, only when the operator turned it on.
  if (config.results.fetch === 'on') {
    const stopFetching = startResultFetching(
      ctx.db,
      resultSources(config.results),
      config.timeZone,
      app.log,
    );
    app.addHook('preClose', stopFetching);
  }
  // A stop lets the requests in flight finish (new ones get 503), ends the chat streams and closes
  // the database. One stop only: Ctrl-C reaches this process both from the terminal and from the
  // launcher passing it on. A stop that hangs is cut short after the deadline, said in the log.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    const deadline = setTimeout(() => {
      app.log.error(
        `still closing ${config.shutdownTimeoutSeconds} s after ${signal}: exiting without waiting longer`,
      );
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'closing failed');
        process.exit(1);
      },
    );
  };
  // A keep-alive connection whose request was in flight would hold the close until the deadline:
  // answers sent while stopping end their connection.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where =
    ctx.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    `Tiraj is running on ${listeningUrl(config.host, config.port)} (${where}); API docs at /api/docs`,
  );
}

main().catch((error: unknown) => {
  // Never a failed statement's parameters (a password hash) nor its row: see safeErrorText.
  console.error(safeErrorText(error));
  process.exit(1);
});
