import { LOCAL_REVALIDATE_SECRET } from '@shop/domain/cache';
import { z } from 'zod';

const ZEnv = z.object({
  API_URL: z.string().url().default('http://127.0.0.1:3003'),
  SEARCH_URL: z.string().url().default('http://127.0.0.1:3004'),
  /** The search service as browsers reach it (cross-origin); SEARCH_URL when not set. */
  SEARCH_PUBLIC_URL: z.string().url().optional(),
  ALGOLIA_APP_ID: z.string().min(1).default('SHOPLOCAL'),
  ALGOLIA_SEARCH_KEY: z.string().min(1).default('local-search-only-key'),
  /** True when ALGOLIA_APP_ID names a hosted Algolia application (no local SEARCH_URL used). */
  ALGOLIA_HOSTED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SHOP_PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SHOP_PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  SHOP_STORE_HOSTS: z.string().optional(),
  /** Tag-manager container; without it the data layer is filled but no script loads. */
  GTM_ID: z.string().optional(),
  /**
   * Where vulnerabilities are reported (security.txt's Contact): `mailto:` or `https:` URIs,
   * comma-separated; unset, security@ the store's host.
   */
  SECURITY_CONTACT: z
    .string()
    .regex(/^(?:(?:mailto|https):[^\s,]+)(?:\s*,\s*(?:mailto|https):[^\s,]+)*$/)
    .optional(),
  /** Error-reporting DSN; without it no SDK is loaded and nothing is sent. */
  SENTRY_DSN: z.string().url().optional(),
  /** Bearer secret of the API's posts to /revalidate.json (issue 20); production sets its own. */
  REVALIDATE_SECRET: z.string().min(16).default(LOCAL_REVALIDATE_SECRET),
  /** Set by server/server.ts for its full-page cache (server/page-cache.ts): its renders' token. */
  SHOP_PAGE_RENDER_TOKEN: z.string().min(32).optional(),
  /** Set by server/server.ts: the placeholder nonce of pages rendered for the cache. */
  SHOP_PAGE_NONCE: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});

/** Empty strings (as left by a copied .env.example) mean "use the default". */
const cleaned = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));

export const env = ZEnv.parse(cleaned);
