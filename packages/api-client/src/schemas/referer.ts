import { z } from 'zod';
import { zText } from './text';

/** Days a referer cookie lasts (storefront section 7), in seconds. */
export const REFERER_COOKIE_MAX_AGE = 30 * 86_400;

export const ZRefererParams = z.object({
  refererName: zText().regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    'expected letters, digits, - or _',
  ),
});

/** GET /referers/{refererName}: a known partner site and its campaign tags. */
export const ZReferer = z.object({
  name: zText(),
  label: zText(),
  landingPath: zText().startsWith('/').nullable(),
  utm: z.object({ source: zText(), medium: zText(), campaign: zText() }),
  cookieMaxAge: z.number().int().positive(),
});

export type TReferer = z.infer<typeof ZReferer>;
