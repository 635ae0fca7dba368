import type { Locale } from '@shop/domain/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema';
import type { LegalEnv } from '../../env/legal';
import { renderCoupon } from './coupon';
import { viewReturn } from './return-view';
import { returnText, ReturnRefusal } from './texts';

/**
 * The customer's coupon as a file: 404 for another's return, 409 before a drop-off is chosen
 * or once the return is closed. Printed in the order's language.
 */
export async function couponFile(
  db: Db,
  returnOrderId: number,
  customerId: number,
  legal: LegalEnv,
  requestLocale: Locale,
): Promise<{ pdf: Buffer; fileName: string }> {
  const found = await viewReturn(db, returnOrderId, customerId, requestLocale);
  if (!found)
    throw new ReturnRefusal(404, returnText(requestLocale, 'errors.notFound'), 'returnOrderId');
  if (!found.couponAvailable)
    throw new ReturnRefusal(409, returnText(requestLocale, 'errors.noDropOff'), 'dropOff');
  const [owner] = await db
    .select({
      locale: orders.locale,
      first: customers.firstName,
      last: customers.lastName,
      address: orders.shippingAddress,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, found.orderId));
  const locale = (owner?.locale ?? requestLocale) as Locale;
  const view = (await viewReturn(db, returnOrderId, customerId, locale))!;
  const from = view.dropOff?.address ?? owner?.address ?? null;
  const sender = {
    name: `${owner?.first ?? ''} ${owner?.last ?? ''}`.trim(),
    lines: from ? [from.street ?? '', `${from.zipCode ?? ''} ${from.city ?? ''}`.trim()] : [],
  };
  const pdf = await renderCoupon(view, sender, legal, locale);
  return { pdf, fileName: returnText(locale, 'coupon.fileName', { number: view.number }) };
}
