import type { TOrder } from '@shop/api-client/schemas';
import { dutyFreePrice, VAT_RATES } from '@shop/domain/basket-pricing';
import { LOCALE_ISO, type Locale } from '@shop/domain/locales';
import { formatPrice, fromCents, toCents } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import type { LegalEnv } from '../../../env/legal';
import { translator } from '../../site/translator';
import { BOLD, FONT } from './pdf';
import type { OrderDocument } from './order-document';

/** The drawing parts both documents share: legal header and footer, parties, lines, totals. */

type Doc = PDFKit.PDFDocument;
type T = ReturnType<typeof translator>;

const GREY = '#555555';
const RULE = '#bbbbbb';
/** The shop sells from France: its documents date in its own time zone. */
const SHOP_TIME_ZONE = 'Europe/Paris';

export interface Printer {
  t: T;
  locale: Locale;
  money: (euros: number) => string;
  date: (iso: string) => string;
}

export function printer(locale: Locale): Printer {
  const dates = new Intl.DateTimeFormat(LOCALE_ISO[locale], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  });
  return {
    t: translator(locale),
    locale,
    money: (euros) => formatPrice(euros, LOCALE_ISO[locale]),
    date: (iso) => dates.format(new Date(iso)),
  };
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The seller on the left, the document's title and references on the right. */
export function header(doc: Doc, legal: LegalEnv, title: string, references: readonly string[]) {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const half = contentWidth(doc) / 2;
  doc.font(BOLD).fontSize(14).fillColor('black').text(legal.name, left, top, { width: half });
  doc.font(FONT).fontSize(9).fillColor(GREY).text(legal.address, { width: half });
  const leftBottom = doc.y;
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor('black')
    .text(title, left + half, top, { width: half, align: 'right' });
  doc.font(FONT).fontSize(10);
  for (const line of references) doc.text(line, { width: half, align: 'right' });
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 24;
}

/** Two blocks side by side (billed to / delivery), each a heading and its lines. */
export function parties(
  doc: Doc,
  blocks: readonly { heading: string; lines: readonly string[] }[],
) {
  const left = doc.page.margins.left;
  const top = doc.y;
  const width = contentWidth(doc) / blocks.length - 10;
  let bottom = top;
  blocks.forEach((block, index) => {
    const x = left + index * (width + 20);
    doc.font(BOLD).fontSize(10).fillColor('black').text(block.heading, x, top, { width });
    doc.font(FONT).fontSize(9.5);
    for (const line of block.lines.filter(Boolean)) doc.text(line, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 20;
}

/** The delivery block's lines: relay point or home address, carrier, date and tracking. */
export function deliveryLines({ order }: OrderDocument, { t }: Printer): string[] {
  const place = order.relayPoint
    ? [
        t('documents.relayPoint', { name: order.relayPoint.name }),
        order.relayPoint.street,
        `${order.relayPoint.zipCode} ${order.relayPoint.city}`,
        order.relayPoint.countryIsoCode2,
      ]
    : addressLines(order.shippingAddress);
  return [
    ...place,
    t('documents.carrier', { carrier: order.carrier.name }),
    order.carrier.deliveryDateLabel
      ? t('documents.deliveryDate', { date: order.carrier.deliveryDateLabel })
      : '',
    order.carrier.trackingNumber
      ? t('documents.tracking', { number: order.carrier.trackingNumber })
      : '',
  ];
}

export function addressLines(address: TOrder['shippingAddress']): string[] {
  if (!address) return [];
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return [name, ...postalLines(address)].filter(Boolean);
}

/** An address without the name on it: where a bill's customer lives. */
export function postalLines(address: TOrder['shippingAddress']): string[] {
  if (!address) return [];
  return [
    address.company ?? '',
    address.street ?? '',
    address.streetDetails ?? '',
    [address.zipCode, address.city].filter(Boolean).join(' '),
    address.countryName ?? address.countryIsoCode2 ?? '',
  ].filter(Boolean);
}

/** The ordered lines: item (with brand and size), quantity, unit price and line total. */
export function linesTable(doc: Doc, { order }: OrderDocument, { t, money }: Printer) {
  const heading = (text: string, align: 'left' | 'right' = 'left') => ({
    text,
    type: 'TH' as const,
    font: { src: BOLD },
    align: { x: align, y: 'center' as const },
    backgroundColor: '#eeeeee',
  });
  const amount = (text: string) => ({ text, align: { x: 'right' as const, y: 'top' as const } });
  doc.font(FONT).fontSize(9.5).fillColor('black');
  doc.table({
    columnStyles: ['*', 45, 95, 95],
    defaultStyle: {
      border: { top: 0, left: 0, right: 0, bottom: 0.5 },
      borderColor: RULE,
      padding: { top: 5, bottom: 5, left: 4, right: 4 },
    },
    data: [
      [
        heading(t('documents.columns.item')),
        heading(t('documents.columns.quantity'), 'right'),
        heading(t('documents.columns.unitPrice'), 'right'),
        heading(t('documents.columns.total'), 'right'),
      ],
      ...order.lines.map((line) => [
        `${line.name}\n${t('documents.lineDetail', { brand: line.brand, size: line.size })}`,
        amount(String(line.quantity)),
        amount(money(line.unitPrice)),
        amount(money(fromCents(toCents(line.unitPrice) * line.quantity))),
      ]),
    ],
  });
  doc.moveDown(1);
}

/** VAT included in an amount of the order's store (its country's rate, basket-pricing). */
export function vatOf(document: OrderDocument) {
  const rate = VAT_RATES[document.storeId];
  const { totals } = document.order;
  // Vouchers and credits are a means of payment, not a discount: VAT is on the whole price.
  const includingCents =
    toCents(totals.goods) - toCents(totals.discount) + toCents(totals.shipping);
  const includingVat = fromCents(includingCents);
  const excludingVat = dutyFreePrice(includingVat, rate);
  return {
    rate,
    includingVat,
    excludingVat,
    vat: fromCents(includingCents - toCents(excludingVat)),
  };
}

/** Label and amount rows, right-aligned under the lines; `strong` rows in bold. */
export function totalsBlock(
  doc: Doc,
  rows: readonly { label: string; amount: string; strong?: boolean }[],
) {
  const width = 260;
  const x = doc.page.width - doc.page.margins.right - width;
  if (doc.y + rows.length * 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  for (const row of rows) {
    const y = doc.y;
    doc.font(row.strong ? BOLD : FONT).fontSize(row.strong ? 10.5 : 9.5);
    doc.text(row.label, x, y, { width: width - 100 });
    doc.text(row.amount, x + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.x = doc.page.margins.left;
  doc.moveDown(1);
}

/** The means of payment of the order, in its language (PayPal in four instalments named so). */
export function paymentMethods({ order }: OrderDocument, { t }: Printer): string {
  const names = new Set<string>();
  for (const payment of order.payments.filter((one) => one.status !== 'failed')) {
    if (payment.methodId === PAYMENT_METHOD_IDS.card) names.add(t('purchase.methods.card'));
    if (payment.methodId === PAYMENT_METHOD_IDS.paypal)
      names.add(
        t(payment.installments > 1 ? 'purchase.methods.paypal4x' : 'purchase.methods.paypal'),
      );
    if (payment.methodId === PAYMENT_METHOD_IDS.bankTransfer)
      names.add(t('purchase.methods.transfer'));
    if (payment.methodId === PAYMENT_METHOD_IDS.cheque) names.add(t('purchase.methods.cheque'));
    if (payment.methodId === PAYMENT_METHOD_IDS.voucher) names.add(t('purchase.methods.voucher'));
  }
  return [...names].join(', ');
}

export function paragraph(doc: Doc, lines: readonly string[]) {
  doc.font(FONT).fontSize(9.5).fillColor('black');
  for (const line of lines.filter(Boolean))
    doc.text(line, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}

/** Every page ends with the seller's legal mentions and its number ("page 1 of 2"). */
export function footers(doc: Doc, legal: LegalEnv, { t }: Printer) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = doc.page.height - bottom + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font(FONT).fontSize(7.5).fillColor(GREY);
    doc.text(`${legal.name} · ${legal.address}`, left, y, { width, align: 'center' });
    doc.text(
      `${t('documents.legal.registration', { registration: legal.registration, capital: legal.shareCapital })} · ${t('documents.legal.vatNumber', { value: legal.vatNumber })}`,
      { width, align: 'center' },
    );
    doc.text(t('documents.page', { page: index + 1, pages: range.count }), {
      width,
      align: 'center',
    });
    doc.page.margins.bottom = bottom;
  }
}
