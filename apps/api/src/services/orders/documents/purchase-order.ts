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
  printer,
  totalsBlock,
  vatOf,
} from './layout';
import type { OrderDocument } from './order-document';
import { createPdf } from './pdf';

/**
 * The purchase order (bon de commande) of any order, paid or not, in the order's language: what
 * was ordered, by whom, where and how it is delivered, the totals and the means of payment.
 */
export async function renderPurchaseOrder(
  document: OrderDocument,
  legal: LegalEnv,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { order } = document;
  const p = printer(document.locale);
  const { t, money, date } = p;
  const title = t('documents.purchaseOrder.title');
  const { doc, finish } = createPdf(
    { title: `${title} ${order.number}`, author: legal.name, lang: LOCALE_ISO[document.locale] },
    options,
  );
  header(doc, legal, title, [
    t('documents.order', { number: order.number }),
    t('documents.orderDate', { date: date(order.createdAt) }),
    t('documents.status', { status: t(`orders.status.${order.status}`) }),
  ]);
  const name = `${document.customer.firstName} ${document.customer.lastName}`.trim();
  parties(doc, [
    { heading: t('documents.customer'), lines: [name] },
    { heading: t('documents.deliverTo'), lines: deliveryLines(document, p) },
  ]);
  linesTable(doc, document, p);
  const vat = vatOf(document);
  const { totals } = order;
  const settled = order.payments.some((payment) => payment.status === 'succeeded');
  totalsBlock(doc, [
    { label: t('documents.totals.goods'), amount: money(totals.goods) },
    ...(totals.discount > 0
      ? [{ label: t('documents.totals.discount'), amount: money(-totals.discount) }]
      : []),
    { label: t('documents.totals.shipping'), amount: money(totals.shipping) },
    { label: t('documents.totals.includingVat'), amount: money(vat.includingVat), strong: true },
    { label: t('documents.totals.vat', { rate: vat.rate }), amount: money(vat.vat) },
    ...(totals.vouchers > 0
      ? [{ label: t('documents.totals.vouchers'), amount: money(-totals.vouchers) }]
      : []),
    {
      label: t(settled ? 'documents.totals.paid' : 'documents.totals.due'),
      amount: money(totals.total),
      strong: true,
    },
  ]);
  paragraph(doc, [t('documents.payment', { method: paymentMethods(document, p) })]);
  footers(doc, legal, p);
  return finish();
}
