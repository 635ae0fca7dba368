import type { TAccountExport } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions, orders, productReviews } from '../../db/schema';
import type { Env } from '../../env';
import { viewOrders } from '../orders/order-view';
import { signedInCustomer } from '../security/confirm-password';
import { toProfile } from '../security/customers';
import { listAddresses } from '../security/profile';
import { listAlerts } from '../shopper/product-alerts';
import { own } from '../shopper/reviews';
import { listWishes } from '../shopper/wishes';
import { listVouchers } from '../vouchers/list-vouchers';

/**
 * GET /secure/account/export: everything the shop keeps about the customer (GDPR articles 15
 * and 20), each part in the shape the API answers it elsewhere, so the file reads like the
 * account. Consents: the newsletter (and when), and the terms of sale accepted with each order.
 */
export async function exportAccount(
  db: Db,
  customerId: number,
  scope: string[],
  locale: Locale,
  bank: Env['orders']['bankAccount'],
  now = new Date(),
): Promise<TAccountExport> {
  const customer = await signedInCustomer(db, customerId);
  const [addresses, orderRows, productAlerts, reviewRows, wishes, vouchers, [newsletter]] =
    await Promise.all([
      listAddresses(db, customerId, locale),
      db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.id)),
      listAlerts(db, customerId),
      db
        .select()
        .from(productReviews)
        .where(eq(productReviews.customerId, customerId))
        .orderBy(asc(productReviews.id)),
      listWishes(db, customerId),
      listVouchers(db, customerId, locale, now),
      db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, customer.email)),
    ]);
  return {
    exportedAt: now.toISOString(),
    profile: {
      ...toProfile(customer, scope),
      createdAt: customer.createdAt.toISOString(),
      updatedAt: customer.updatedAt.toISOString(),
    },
    addresses,
    orders: await viewOrders(db, orderRows, locale, bank),
    productAlerts,
    reviews: reviewRows.map(own),
    wishes,
    vouchers: vouchers.vouchers,
    consents: {
      newsletter: {
        subscribed: customer.newsletter,
        storeId: newsletter?.storeId ?? null,
        subscribedAt: newsletter?.subscribedAt.toISOString() ?? null,
        unsubscribedAt: newsletter?.unsubscribedAt?.toISOString() ?? null,
      },
      termsOfSale: orderRows.map((order) => ({
        order: order.number,
        acceptedAt: order.createdAt.toISOString(),
      })),
    },
  };
}
