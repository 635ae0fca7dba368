import { z } from 'zod';
import { zText } from './text';
import { ZShopperEmail } from './shopper-email';

/** POST /outlet/access (storefront sections 4 and 7): 200 when granted, 403 when not. */
export const ZOutletAccessRequest = z.object({ email: ZShopperEmail });
export const ZOutletAccess = z.object({ access: z.literal(true), email: zText() });

export type TOutletAccessRequest = z.infer<typeof ZOutletAccessRequest>;
export type TOutletAccess = z.infer<typeof ZOutletAccess>;
