import type { TReturnOrder } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { toCents } from '@shop/domain/money';
import { RETURN_REFUND_TYPES } from '@shop/domain/returns';
import type { Store } from '@shop/domain/stores';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders, returnOrders } from '../../db/schema';
import { enqueueEmail } from '../email/outbox';
import { shopLink } from '../security/links';
import { viewReturn } from './return-view';
import { euros, longDate, returnText } from './texts';

export type ReturnEmailKind = 'requested' | 'cancelled' | 'expired' | 'refused' | 'done';

/** What was paid back once the shop received the parcel. */
export interface Settlement {
  creditCents: number;
  providerCents: number;
  creditExpiry: Date | null;
}

/**
 * Writes the e-mail of a return's step to the outbox, in the caller's transaction and in the
 * order's language: nothing goes out for work that was rolled back. A closed account gets none.
 */
export async function sendReturnEmail(
  tx: Db,
  stores: readonly Store[],
  returnOrderId: number,
  kind: ReturnEmailKind,
  settlement?: Settlement,
): Promise<void> {
  const [row] = await tx
    .select({
      locale: orders.locale,
      storeId: orders.storeId,
      email: customers.email,
      firstName: customers.firstName,
      status: customers.status,
    })
    .from(returnOrders)
    .innerJoin(orders, eq(orders.id, returnOrders.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(returnOrders.id, returnOrderId));
  const store = stores.find((candidate) => candidate.id === row?.storeId);
  if (!row || !store || row.status === 0 || !row.email) return;
  const locale = row.locale as Locale;
  const view = (await viewReturn(tx, returnOrderId, null, locale))!;
  const values = {
    firstName: row.firstName,
    number: view.number,
    orderNumber: view.orderNumber,
    deadline: longDate(new Date(view.deadline), locale),
    link: shopLink(
      store,
      locale,
      `/account/history/${view.orderId}/product-return-detail/${view.id}`,
    ),
    lines: view.products
      .map((product) =>
        returnText(locale, 'email.line', {
          quantity: product.quantity,
          name: product.orderProductName,
          size: product.size,
          reason: product.reason.name,
        }),
      )
      .join('\n'),
    refund: refundText(view, locale, settlement),
    dropOff: dropOffText(view, locale),
  };
  await enqueueEmail(tx, {
    to: row.email,
    kind: `return_${kind}`,
    locale,
    subject: returnText(locale, `email.${kind}.subject`, values),
    text: returnText(locale, `email.${kind}.body`, values),
  });
}

function refundText(view: TReturnOrder, locale: Locale, settlement?: Settlement): string {
  const fee = euros(toCents(view.totals.fee), locale);
  const amount = euros(toCents(view.totals.refund), locale);
  // No fee kept (the shop carries the parcel): say so rather than "0,00 € deducted".
  const free = view.totals.fee === 0 ? 'Free' : '';
  if (settlement) {
    const parts = [];
    if (settlement.providerCents > 0)
      parts.push(
        returnText(locale, `email.refundIssued${free}`, {
          amount: euros(settlement.providerCents, locale),
          fee,
        }),
      );
    if (settlement.creditCents > 0 && settlement.creditExpiry)
      parts.push(
        returnText(locale, 'email.creditIssued', {
          amount: euros(settlement.creditCents, locale),
          expiry: longDate(settlement.creditExpiry, locale),
        }),
      );
    return parts.join('\n');
  }
  return view.returnOrderRefundTypeId === RETURN_REFUND_TYPES.credit
    ? returnText(locale, 'email.creditPromise', { amount })
    : returnText(locale, `email.refundPromise${free}`, { amount, fee });
}

function dropOffText(view: TReturnOrder, locale: Locale): string {
  const point = view.dropOff?.relayPoint;
  if (point)
    return returnText(locale, 'email.relay', {
      name: point.name,
      street: point.street,
      zipCode: point.zipCode,
      city: point.city,
    });
  const address = view.dropOff?.address;
  if (!address) return '';
  return returnText(locale, 'email.home', {
    street: address.street ?? '',
    zipCode: address.zipCode ?? '',
    city: address.city ?? '',
  });
}
