import { buildApp } from './app.ts';
import { ensureAdmin } from './bootstrap-admin.ts';
import { configFrom, listeningUrl } from './config.ts';

async function main() {
  const config = configFrom();
  const { app, ctx } = await buildApp(config);
  await ensureAdmin(
    ctx.db,
    { userName: config.adminUserName, password: config.adminPassword },
    (text) => console.log(text),
  );
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
    `Tiraj is running on ${listeningUrl(config.host, config.port)} (${where}); API docs at /api/docs`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
