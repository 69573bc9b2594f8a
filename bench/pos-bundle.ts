/**
 * `npm run bench:pos`: the point of sale's first load, read off the built app
 * (run `npm run build` first; this builds nothing). Sums the gzip size of the
 * JavaScript /pos loads before it can draw: the entry script, every modulepreload
 * in dist/pos.html and what they import. The target is at most 150 kB.
 */
import { chunkTable, cssLine, firstLoad, kb, measuredAt } from './lib/first-load.ts';
import { writeSection } from './lib/results.ts';

const TARGET_KB = 150;
const pos = firstLoad('pos.html');
const met = pos.gzip / 1000 <= TARGET_KB;

const body = `Measured ${measuredAt()} UTC from apps/web/dist/pos.html (gzip level 9, kB = 1000 bytes).
First-load JavaScript of \`/pos\` (the entry, its modulepreloads and their static imports; the other screens load when opened): **${kb(pos.gzip)} kB gzip** (${kb(pos.raw)} kB raw), target ≤ ${TARGET_KB} kB (${met ? 'met' : 'missed'}).
CSS: ${cssLine(pos)}.

${chunkTable(pos)}`;

console.log(body);
writeSection('Point of sale first load (bench:pos)', body);
