import { isLocale } from '@shop/domain/locales';
import { storeById, type Store, type StoreId } from '@shop/domain/stores';
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productAlerts, productSizes, products } from '../../db/schema';
import { enqueueEmail } from '../email/outbox';
import { productPath } from '../pages/urls';
import { shopLink } from '../security/links';
import { composeAlertEmail } from './alert-email';

/**
 * Sends due alerts: stamped by the restock trigger, not sent, their size in stock now. One
 * transaction marks them sent and writes their e-mails to the outbox, so each alert gives
 * exactly one e-mail; SKIP LOCKED keeps two API processes off the same alerts. Returns how many
 * were sent.
 */
export async function dispatchProductAlerts(
  db: Db,
  stores: readonly Store[],
  batchSize = 100,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: productAlerts.id })
      .from(productAlerts)
      .innerJoin(productSizes, eq(productSizes.id, productAlerts.productSizeId))
      .where(
        and(
          isNotNull(productAlerts.restockedAt),
          isNull(productAlerts.sentAt),
          gt(productSizes.stock, 0),
        ),
      )
      .orderBy(asc(productAlerts.id))
      .limit(batchSize)
      .for('update', { of: productAlerts, skipLocked: true });
    const sent = await tx
      .update(productAlerts)
      .set({ sentAt: new Date() })
      .where(inArray(productAlerts.id, due))
      .returning();
    if (sent.length === 0) return 0;
    const [items, sizes] = await Promise.all([
      tx
        .select({ id: products.id, names: products.names, slugs: products.slugs })
        .from(products)
        .where(inArray(products.id, [...new Set(sent.map((alert) => alert.productId))])),
      tx
        .select({ id: productSizes.id, label: productSizes.label })
        .from(productSizes)
        .where(inArray(productSizes.id, [...new Set(sent.map((alert) => alert.productSizeId))])),
    ]);
    const productById = new Map(items.map((item) => [item.id, item]));
    const sizeById = new Map(sizes.map((size) => [size.id, size.label]));
    for (const alert of sent) {
      const product = productById.get(alert.productId);
      if (!product) continue;
      const store = storeById(stores, alert.storeId as StoreId);
      const locale = isLocale(alert.locale) ? alert.locale : store.defaultLocale;
      await enqueueEmail(
        tx,
        composeAlertEmail(alert.email, locale, {
          product: product.names[locale] ?? product.names.fr ?? '',
          size: sizeById.get(alert.productSizeId) ?? '',
          link: shopLink(store, locale, productPath(product.slugs, locale)),
        }),
      );
    }
    return sent.length;
  });
}
