import { buildApp } from './app.ts';
import { answerBackupRequests } from './backup/requests.ts';
import { scheduleBackups } from './backup/schedule.ts';
import { ensureAdmin } from './bootstrap-admin.ts';
import { configFrom } from './config.ts';

async function main() {
  const config = configFrom();
  const { app, ctx } = await buildApp(config);
  await ensureAdmin(
    ctx.db,
    { userName: config.adminUserName, password: config.adminPassword },
    (text) => console.log(text),
  );
  // Scheduled backups (BACKUP_EVERY_HOURS), and `npm run backup` while this server holds the embedded database.
  const log = { info: (t: string) => app.log.info(t), error: (t: string) => app.log.error(t) };
  const backupPlan = { ...config.backups, filesDir: config.filesDir };
  const stopSchedule = scheduleBackups(ctx.database, backupPlan, log);
  const stopAnswering =
    ctx.database.kind === 'pglite'
      ? answerBackupRequests(ctx.database, config.dataDir, config.filesDir, log)
      : async () => {};
  // preClose runs before every onClose hook, so the database is still open while a backup finishes.
  app.addHook('preClose', async () => {
    await Promise.all([stopSchedule(), stopAnswering()]);
  });
  const stop = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where =
    ctx.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    `Tiraj is running on http://localhost:${config.port} (${where}); API docs at /api/docs`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
