import { z } from 'zod';
import { zLine, zText } from './text';
import { ZShopperEmail } from './shopper-email';

/**
 * POST /outlet/access (storefront sections 4 and 7): 200 when granted, 403 when not, 429 past
 * the limit. `grant` is the signed access the storefront's guard checks (outlet-grant.ts); the
 * answer also sets it as an HttpOnly cookie for the browser.
 */
export const ZOutletAccessRequest = z.object({ email: ZShopperEmail });
export const ZOutletAccess = z.object({
  access: z.literal(true),
  email: zText(),
  grant: zLine().regex(/^v1\.\d{1,12}\.[\w-]{43}$/),
});

export type TOutletAccessRequest = z.infer<typeof ZOutletAccessRequest>;
export type TOutletAccess = z.infer<typeof ZOutletAccess>;
