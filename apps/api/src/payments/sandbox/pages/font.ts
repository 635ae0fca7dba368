import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { SANDBOX_PAGES_BASE } from '../paths';

/**
 * The shop's typeface on the hosted pages (issue 30, item 9: they looked like another site):
 * the same Inter variable font the checkout and the storefront ship (@fontsource-variable/inter),
 * served by this API under the pages' own path, so their policy allows it with font-src 'self'
 * and no page loads anything from elsewhere. Latin only: the six languages of the shop.
 */

const FILE = 'inter-latin-wght-normal.woff2';
/** Under the pages' routes: /api/v5/sandbox/fonts/{FILE}. */
export const FONT_ROUTE = `/fonts/${FILE}`;
export const FONT_URL = `${SANDBOX_PAGES_BASE}${FONT_ROUTE}`;

/** The font-face the pages' style starts with; its unicode-range is the package's own. */
export const FONT_FACE = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${FONT_URL}) format('woff2-variations'),url(${FONT_URL}) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;

let font: Promise<Buffer> | undefined;

/** The font file, read once from the package (48 KB). */
export function readFont(): Promise<Buffer> {
  font ??= readFile(
    createRequire(import.meta.url).resolve(`@fontsource-variable/inter/files/${FILE}`),
  );
  return font;
}
