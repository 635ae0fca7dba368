// zod's tree-shakable build: a few kB in the page instead of the whole library.
import * as z from 'zod/mini';

/**
 * Browser-side settings, read once from Vite's build-time environment. Everything has a working
 * default: the app is served on the shop's origin, so the API is a same-origin path.
 */
const ZBrowserEnv = z.object({
  /** Base path of the front API v5 (the gateway routes it to the API service). */
  VITE_API_BASE: z._default(
    z.string().check(z.regex(/^\/[^\s]*$/, 'a site-relative path')),
    '/api/v5',
  ),
  /** Production store host names, `fr=www.example.fr,es=www.example.es`; empty locally. */
  VITE_SHOP_STORE_HOSTS: z._default(z.string(), ''),
  /**
   * Map tiles of the relay-point map, `https://tiles.example/{z}/{x}/{y}.png`. Empty (the
   * default): no tile layer at all, the markers on a plain background, nothing fetched.
   */
  VITE_MAP_TILE_URL: z._default(
    z.string().check(z.regex(/\{z\}.*\{x\}.*\{y\}|\{z\}.*\{y\}.*\{x\}/, 'a tile URL template')),
    '',
  ),
  /** The tile provider's credit line (HTML allowed), shown with the tiles. */
  VITE_MAP_TILE_ATTRIBUTION: z._default(z.string(), ''),
});

export type BrowserEnv = z.infer<typeof ZBrowserEnv>;

export function readBrowserEnv(source: Record<string, unknown>): BrowserEnv {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  return ZBrowserEnv.parse(cleaned);
}

export const env: BrowserEnv = readBrowserEnv(import.meta.env);
