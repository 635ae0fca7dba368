import { LOCAL_REVALIDATE_SECRET } from '@shop/domain/cache';
import { z } from 'zod';
import { parseSettings, type Source } from './load';

const ZStorefrontSource = z.object({
  // The storefront server to server; unset, no storefront is told about changes.
  STOREFRONT_URL: z.url().optional(),
  // Shared with the storefront's revalidation endpoint. Production must set its own.
  REVALIDATE_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(LOCAL_REVALIDATE_SECRET),
});

export interface StorefrontEnv {
  /** Where back-office changes are posted so the storefront's caches forget them; or null. */
  url: string | null;
  revalidateSecret: string;
}

/** `present` is the source without empty values. */
export function loadStorefrontEnv(present: Source): StorefrontEnv {
  const raw = parseSettings(ZStorefrontSource, present);
  return { url: raw.STOREFRONT_URL ?? null, revalidateSecret: raw.REVALIDATE_SECRET };
}
