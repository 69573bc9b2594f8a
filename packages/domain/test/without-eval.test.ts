import { afterEach, expect, it, vi } from 'vitest';

/** zod's configuration, shared by every copy of it in the process. */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  delete shared.__zod_globalConfig?.jitless;
});

it('in a browser, zod builds no validator with eval when it loaded first', async () => {
  vi.stubGlobal('document', {});
  const { z } = await import('zod');
  expect(z.config().jitless).not.toBe(true);
  await import('../src/contracts/without-eval.ts');
  expect(z.config().jitless).toBe(true);
});

it('in a browser, zod builds no validator with eval when it loads after', async () => {
  vi.stubGlobal('document', {});
  await import('../src/contracts/without-eval.ts');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});

it('on the server, zod keeps its compiled validators', async () => {
  await import('../src/contracts/without-eval.ts');
  const { z } = await import('zod');
  expect(z.config().jitless).not.toBe(true);
});
