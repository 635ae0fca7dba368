import { z } from 'zod';
import { zLine, zText } from './text';
import { ZId, ZIdParam } from './common';
import { ZShopperEmail } from './shopper-email';

/** Stock alerts (journey sections 3 and 7); null fields may be left out. */
export const ZProductAlertRequest = z.object({
  productId: ZId,
  productSizeId: ZId,
  /** Only the signed-in customer's own id is accepted. */
  customerId: ZId.nullable().optional(),
  deviceTokenSalesforce: zLine().min(1).max(512).nullable().optional(),
  email: ZShopperEmail,
  /** Values are not shown by the spec; the API delivers `email` alerts by e-mail. */
  alertType: zLine()
    .regex(/^[a-z][a-z_]{0,31}$/, 'expected a lower-case word')
    .nullable()
    .optional(),
});

export const ZProductAlert = z.object({
  id: ZId,
  productId: ZId,
  productSizeId: ZId,
  customerId: ZId.nullable(),
  deviceTokenSalesforce: zText().nullable(),
  email: zText(),
  alertType: zText(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the back-in-stock e-mail went to the outbox; null while waiting. */
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});

export const ZProductAlerts = z.array(ZProductAlert);
export const ZProductAlertParams = z.object({ alertId: ZIdParam });

export type TProductAlertRequest = z.input<typeof ZProductAlertRequest>;
export type TProductAlert = z.infer<typeof ZProductAlert>;
