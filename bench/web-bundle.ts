/**
 * `npm run bench:web`: the first load of the dashboard's public pages, read off the built app
 * (run `npm run build` first; this builds nothing), as bench:pos reads /pos: the JavaScript each
 * page loads before it can draw, gzip level 9.
 * - `/`, the landing page: dist/landing/<language>.html, prerendered (one per language, the
 *   server sends the visitor's). Target ≤ 80 kB, aim ≤ 20 kB (issue 16).
 * - `/auth/signin`: dist/index.html, the dashboard's entry (the shells and screens load after
 *   sign-in). Target ≤ 200 kB.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkTable, cssLine, dist, firstLoad, kb, measuredAt } from './lib/first-load.ts';
import { writeSection } from './lib/results.ts';

const LANDING_TARGET_KB = 80;
const LANDING_AIM_KB = 20;
const SIGN_IN_TARGET_KB = 200;
/** Measured the same way on main at 36b0116, before the landing was prerendered. */
const BEFORE = { landing: 322.5, signIn: 319.4 };

const landings = (['fr', 'ht', 'en'] as const).map((language) => ({
  language,
  load: firstLoad(`landing/${language}.html`),
  html: gzipSync(readFileSync(join(dist, `landing/${language}.html`)), { level: 9 }).length,
}));
const signIn = firstLoad('index.html');
const landingMax = Math.max(...landings.map((l) => l.load.gzip));
const verdict = (bytes: number, target: number) => (bytes / 1000 <= target ? 'met' : 'missed');

const body = `Measured ${measuredAt()} UTC from apps/web/dist (gzip level 9, kB = 1000 bytes): the JavaScript a page loads before it can draw (its scripts, modulepreloads and their static imports).

| page | first-load JS gzip | target | before (main 36b0116) |
| --- | --- | --- | --- |
| \`/\` landing (prerendered) | **${kb(landingMax)} kB** | ≤ ${LANDING_TARGET_KB} kB, aim ≤ ${LANDING_AIM_KB} kB (${verdict(landingMax, LANDING_TARGET_KB)}; aim ${verdict(landingMax, LANDING_AIM_KB)}) | ${BEFORE.landing} kB |
| \`/auth/signin\` | **${kb(signIn.gzip)} kB** | ≤ ${SIGN_IN_TARGET_KB} kB (${verdict(signIn.gzip, SIGN_IN_TARGET_KB)}) | ${BEFORE.signIn} kB |

Landing page, per language: ${landings.map((l) => `${l.language} ${kb(l.load.gzip)} kB JS + ${kb(l.html)} kB HTML`).join(', ')} (gzip). CSS: ${cssLine(landings[0]!.load)}.

${chunkTable(landings[0]!.load)}

Sign-in page (dist/index.html). CSS: ${cssLine(signIn)}.

${chunkTable(signIn)}`;

console.log(body);
writeSection('Landing and sign-in first load (bench:web)', body);
