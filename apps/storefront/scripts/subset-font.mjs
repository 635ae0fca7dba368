// Inter cut down to what the shop draws, before `next build` and `next dev`: the Latin
// characters of its six languages with their punctuation, and the 400–900 weights its styles
// use. The shipped variable font is 48 KB; the subset about 24 KB, fetched before the first
// paint of every page. Glyphs only reachable through OpenType substitutions (contextual
// alternates, fraction figures) are left out: a quarter of the file, on the path of the first
// paint of a slow phone (Lighthouse put the 30 KB font at 300 ms of the home's LCP).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const TARGET = resolve(import.meta.dirname, '../generated/inter-latin-wght-400-900.woff2');

/** Fontsource's "latin" ranges, less the control characters and combining marks. */
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6],
  [0x2da],
  [0x2dc],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2190, 0x2193],
  [0x2212],
  [0x2215],
];

const newest = Math.max(statSync(SOURCE).mtimeMs, statSync(import.meta.filename).mtimeMs);
if (existsSync(TARGET) && statSync(TARGET).mtimeMs >= newest) process.exit(0);

let text = '';
for (const [first, last = first] of RANGES)
  for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);

const font = await subsetFont(readFileSync(SOURCE), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 900 } },
  noLayoutClosure: true,
});
mkdirSync(dirname(TARGET), { recursive: true });
writeFileSync(TARGET, font);
console.info(`Inter subset: ${readFileSync(SOURCE).length} -> ${font.length} bytes`);
