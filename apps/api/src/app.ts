import { constants as zlibConstants } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SignInAudit } from './auth/sign-in-audit.ts';
import { SignInThrottle } from './auth/sign-in-throttle.ts';
import { Caches } from './caches/invalidation.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { safeErrorForLog } from './db/database-error.ts';
import { openEventBus } from './events/open-event-bus.ts';
import { FileLinks } from './files/file-links.ts';
import { FileStorage } from './files/storage.ts';
import { registerDocs } from './http/docs.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { acceptEmptyJsonBody } from './http/empty-json-body.ts';
import { registerPublicRefs } from './http/public-refs.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { App, Context } from './http/types.ts';
import { registerWeb } from './http/web.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { chatStreamRoutes } from './modules/chat/stream.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { findTicketRoutes } from './modules/find-ticket/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { limitRoutes } from './modules/limits/routes.ts';
import { lotterySoftRoutes } from './modules/lotterysoft/routes.ts';
import { lotteryCategoryRoutes } from './modules/lottery-categories/routes.ts';
import { drawCatalogRoutes } from './modules/draw-catalog/routes.ts';
import { startCatalogClock } from './catalog/refresh.ts';
import { resultProposalRoutes } from './modules/result-proposals/routes.ts';
import { paymentAlertRoutes } from './modules/payment-alerts/routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { correctedPayoutRoutes } from './modules/corrected-payouts/routes.ts';
import { sellerDeviceRoutes } from './modules/seller-device/routes.ts';
import { subAdminRoutes } from './modules/subadmins/routes.ts';
import { winningNumberRoutes } from './modules/winning-numbers/routes.ts';
import { paymentTermRoutes } from './modules/payment-terms/routes.ts';
import { blockNumberRoutes } from './modules/block-numbers/routes.ts';
import { percentageLimitRoutes } from './modules/percentage-limits/routes.ts';
import { sellerRoutes } from './modules/sellers/routes.ts';
import { supervisorRoutes } from './modules/supervisors/routes.ts';
import { branchRoutes } from './modules/branches/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { ticketRoutes } from './modules/tickets/routes.ts';
import { winningNumberViewRoutes } from './modules/winning-number-views/routes.ts';
import { saleDetailRoutes } from './modules/sale-details/routes.ts';
import { saleReportRoutes } from './modules/sale-reports/routes.ts';
import { exposureRoutes } from './modules/exposure/routes.ts';
import { exposureStreamRoutes } from './modules/exposure/stream.ts';
import { exposureAlertRoutes } from './modules/exposure/alert-routes.ts';
import { alertInboxRoutes } from './modules/exposure/inbox-routes.ts';
import { fraudSignalRoutes } from './modules/fraud-signals/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { sellerMoneyRoutes } from './modules/seller-money/routes.ts';
import { publicTicketRoutes } from './modules/public-ticket/routes.ts';
import { auditLogRoutes } from './modules/audit-log/routes.ts';
import { sellerActivityRoutes } from './modules/seller-activity/routes.ts';
import { offlineSellingRoutes } from './modules/offline-selling/routes.ts';
import { PublicRefs } from './ticketing/public-ref.ts';

const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Every feature's routes, registered under /api. */
const modules = [
  // First: it watches the routes added after it for the paths LotterySoft's app shares with Tiraj.
  lotterySoftRoutes,
  healthRoutes,
  authRoutes,
  lotteryCategoryRoutes,
  drawCatalogRoutes,
  subAdminRoutes,
  paymentAlertRoutes,
  winningNumberRoutes,
  resultProposalRoutes,
  sellerDeviceRoutes,
  offlineSellingRoutes,
  paymentTermRoutes,
  blockNumberRoutes,
  percentageLimitRoutes,
  sellerRoutes,
  supervisorRoutes,
  branchRoutes,
  staffRoutes,
  limitRoutes,
  ticketRoutes,
  findTicketRoutes,
  payoutRoutes,
  correctedPayoutRoutes,
  winningNumberViewRoutes,
  saleDetailRoutes,
  saleReportRoutes,
  fraudSignalRoutes,
  homeRoutes,
  sellerMoneyRoutes,
  chatRoutes,
  chatStreamRoutes,
  exposureRoutes,
  exposureStreamRoutes,
  exposureAlertRoutes,
  alertInboxRoutes,
  publicTicketRoutes,
  auditLogRoutes,
  sellerActivityRoutes,
];

export interface BuiltApp {
  app: App;
  ctx: Context;
}

/** Builds the whole server. Tests build it too, with their own database. */
export async function buildApp(config: Config, database?: Database): Promise<BuiltApp> {
  const db = database ?? (await openDatabase(config));
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : // An error logged as `err` shows no statement parameters nor rows (db/database-error.ts).
          { level: config.logLevel, serializers: { err: safeErrorForLog } },
    // One line per request drowns the useful lines; errors are still logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The router's and HTTP parser's own refusals, in the one error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  acceptEmptyJsonBody(app);
  await registerSecurityHeaders(app);
  if (!database) app.addHook('onClose', () => db.close());

  const events = await openEventBus(config, db, app.log);
  const ctx: Context = {
    config,
    database: db,
    db: db.db,
    throttle: new SignInThrottle(db.db, config.signIn),
    signInAudit: new SignInAudit(db.db),
    files: new FileStorage(config.filesDir),
    fileLinks: new FileLinks(db.db),
    events,
    caches: new Caches(db.db, events, app.log, {
      ttlMs: config.cacheTtlSeconds * 1000,
      maxEntries: 100_000,
    }),
    publicRefs: new PublicRefs(db.db),
  };
  // The catalog's categories' hours, true for the operator's day from the first request on.
  let stopCatalogClock = () => {};
  await startCatalogClock(ctx, app.log, (stop) => (stopCatalogClock = stop));
  app.addHook('onClose', async () => {
    stopCatalogClock();
    ctx.caches.close();
    await ctx.events.close();
  });

  // Ticket lists and the web app's files shrink ~10× on the operators' slow links. Small answers
  // (a sale) are sent as they are; the chat stream is hijacked, so never buffered by this.
  await app.register(compress, {
    threshold: 2048,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Upload limits are set per route (logos 2 MB, chat files 10 MB); this is the ceiling.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await registerRateLimit(app, config, ctx.caches.sessions);
  await registerDocs(app);
  registerPublicRefs(app, ctx.publicRefs, config.publicUrl);
  await app.register(
    async (api) => {
      for (const register of modules) register(api.withTypeProvider<ZodTypeProvider>(), ctx);
    },
    { prefix: '/api' },
  );
  fileRoutes(app, ctx);
  await registerWeb(app, config.webDist ?? defaultWebDist, config.contact);
  return { app, ctx };
}
