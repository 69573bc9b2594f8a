import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser fetches as files (fonts and images are compressed already). */
const TEXT = /\.(js|css|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own overhead. */
const SMALLEST = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` beside each text file of the build, once, so
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing the
 * same bundle again for every seller's phone that loads it (quality 4 on the fly was the cost).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tiraj-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!TEXT.test(file) || (await stat(file)).size < SMALLEST) continue;
        work.push(
          readFile(file).then(async (content) => {
            const [br, gzipped] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}
