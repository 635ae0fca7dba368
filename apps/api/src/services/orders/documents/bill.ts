import { hasBill } from '@shop/domain/orders';
import { LOCALE_ISO } from '@shop/domain/locales';
import type { LegalEnv } from '../../../env/legal';
import {
  deliveryLines,
  footers,
  header,
  linesTable,
  paragraph,
  parties,
  paymentMethods,
  postalLines,
  printer,
  totalsBlock,
  vatOf,
} from './layout';
import type { OrderDocument } from './order-document';
import { createPdf } from './pdf';

/** The order was never paid: it has no bill (hasBill of @shop/domain/orders). */
export class NoBillError extends Error {
  constructor() {
    super('This order has no bill: it was never paid');
    this.name = 'NoBillError';
  }
}

/**
 * The bill (facture) of a paid order, in the order's language: the seller's legal mentions,
 * the bill number (the order's: unique and in the order of sales), the customer, the lines,
 * the totals without and with VAT, the vouchers used, the payment and its date.
 */
export async function renderBill(
  document: OrderDocument,
  legal: LegalEnv,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { order } = document;
  const statuses = order.history.map((step) => step.status);
  if (!hasBill(statuses)) throw new NoBillError();
  const p = printer(document.locale);
  const { t, money, date } = p;
  const paidAt = order.history.find((step) => step.status === 'paid')!.at;
  const title = t('documents.bill.title');
  const { doc, finish } = createPdf(
    { title: `${title} ${order.number}`, author: legal.name, lang: LOCALE_ISO[document.locale] },
    options,
  );
  header(doc, legal, title, [
    t('documents.bill.number', { number: order.number }),
    t('documents.bill.date', { date: date(paidAt) }),
    t('documents.order', { number: order.number }),
    t('documents.orderDate', { date: date(order.createdAt) }),
  ]);
  const name = `${document.customer.firstName} ${document.customer.lastName}`.trim();
  parties(doc, [
    // No billing address is asked for: the home delivery's is the customer's.
    { heading: t('documents.billedTo'), lines: [name, ...postalLines(order.shippingAddress)] },
    { heading: t('documents.deliverTo'), lines: deliveryLines(document, p) },
  ]);
  linesTable(doc, document, p);
  const vat = vatOf(document);
  const { totals } = order;
  totalsBlock(doc, [
    { label: t('documents.totals.goods'), amount: money(totals.goods) },
    ...(totals.discount > 0
      ? [{ label: t('documents.totals.discount'), amount: money(-totals.discount) }]
      : []),
    { label: t('documents.totals.shipping'), amount: money(totals.shipping) },
    { label: t('documents.totals.excludingVat'), amount: money(vat.excludingVat) },
    { label: t('documents.totals.vat', { rate: vat.rate }), amount: money(vat.vat) },
    { label: t('documents.totals.includingVat'), amount: money(vat.includingVat), strong: true },
    ...(totals.vouchers > 0
      ? [{ label: t('documents.totals.vouchers'), amount: money(-totals.vouchers) }]
      : []),
    { label: t('documents.totals.paid'), amount: money(totals.total), strong: true },
  ]);
  paragraph(doc, [
    t('documents.payment', { method: paymentMethods(document, p) }),
    t('documents.paidOn', { date: date(paidAt) }),
  ]);
  footers(doc, legal, p);
  return finish();
}
