import { z } from 'zod';

/*
 * In the browser, zod validates without compiling validators through `new Function`: the app's
 * Content-Security-Policy allows no eval, and zod's probe for it, though caught, is reported as
 * a policy violation on every page. It must be set before the first object schema is built, so
 * the contracts' index exports this module first. The server keeps the faster compiled ones.
 */
if ('document' in globalThis) z.config({ jitless: true });
