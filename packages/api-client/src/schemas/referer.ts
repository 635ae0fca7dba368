import { z } from 'zod';

/** Days a referer cookie lasts (storefront section 7), in seconds. */
export const REFERER_COOKIE_MAX_AGE = 30 * 86_400;

export const ZRefererParams = z.object({
  refererName: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'expected letters, digits, - or _'),
});

/** GET /referers/{refererName}: a known partner site and its campaign tags. */
export const ZReferer = z.object({
  name: z.string(),
  label: z.string(),
  landingPath: z.string().startsWith('/').nullable(),
  utm: z.object({ source: z.string(), medium: z.string(), campaign: z.string() }),
  cookieMaxAge: z.number().int().positive(),
});

export type TReferer = z.infer<typeof ZReferer>;
