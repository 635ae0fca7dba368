import { z } from 'zod';
import { zText } from './text';
import { ZId } from './common';
import { ZOrder, ZOrderStatus } from './orders';

/** Back-office orders (behind `X-Admin-Token`): the list, and the bodies of its actions. */

export const ZAdminOrder = ZOrder.extend({
  customer: z.object({ id: ZId, email: zText() }),
});

export const ZAdminOrders = z.object({
  orders: z.array(ZAdminOrder),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
});

/** GET /admin/orders?status=&page=: newest first. */
export const ZAdminOrdersQuery = z.object({
  status: ZOrderStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** POST /admin/orders/{id}/ship. */
export const ZShipOrderRequest = z.object({
  trackingNumber: zText().trim().min(1).max(64),
});

export type TAdminOrder = z.infer<typeof ZAdminOrder>;
export type TAdminOrders = z.infer<typeof ZAdminOrders>;
export type TShipOrderRequest = z.infer<typeof ZShipOrderRequest>;
