/*
 * In the browser, zod validates without compiling validators through `new Function`: the app's
 * Content-Security-Policy allows no eval, and zod's probe for it, though caught, is reported as
 * a policy violation on every page. It must be set before the first object schema is built, so
 * the contracts' index exports this module first, and the dashboard's entry imports it before
 * anything else (its schemas come in chunks loaded later, in an order the bundler does not keep).
 * The server keeps the faster compiled ones.
 *
 * It sets zod's shared configuration object, `globalThis.__zod_globalConfig`, which zod adopts
 * when it loads (or has made already): what `z.config({ jitless: true })` does, without loading
 * zod on a page that builds no schema (the sign-in page). test/without-eval.test.ts checks that
 * zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if ('document' in globalThis) (shared.__zod_globalConfig ??= {}).jitless = true;

export {};
