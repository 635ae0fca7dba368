import type { TReturnOrder } from '@shop/api-client/schemas';
import { LOCALE_ISO, type Locale } from '@shop/domain/locales';
import { toCents } from '@shop/domain/money';
import { isReturnTransportFree } from '@shop/domain/returns';
import { toBuffer } from 'bwip-js/node';
import type { LegalEnv } from '../../env/legal';
import { BOLD, createPdf, FONT } from '../orders/documents/pdf';
import { euros, longDate, returnText } from './texts';

const BARCODE_HEIGHT = 72;

export interface CouponSender {
  name: string;
  lines: string[];
}

/** The Code 128 barcode of the return's number, as the carrier's scanners read it. */
const barcode = (text: string) =>
  toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
  });

/**
 * The return coupon (GET /secure/return-orders/{id}/return-coupon): the return's number as a
 * barcode, where to drop the parcel (or the collection address), the sender, the shop, the
 * items and the deadline, in the order's language.
 */
export async function renderCoupon(
  view: TReturnOrder,
  sender: CouponSender,
  legal: LegalEnv,
  locale: Locale,
): Promise<Buffer> {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    returnText(locale, `coupon.${key}`, values);
  const { doc, finish } = createPdf({
    title: `${t('title')} ${view.number}`,
    author: legal.name,
    lang: LOCALE_ISO[locale],
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font(BOLD).fontSize(20).text(t('title'), left, doc.page.margins.top);
  doc
    .font(FONT)
    .fontSize(10)
    .text(t('order', { number: view.orderNumber }));
  doc.text(t('requested', { date: longDate(new Date(view.createdAt), locale) }));
  doc.font(BOLD).text(t('deadline', { date: longDate(new Date(view.deadline), locale) }));
  doc.moveDown();
  const top = doc.y;
  doc.image(await barcode(view.number), left, top, { height: BARCODE_HEIGHT });
  // The number in words too: a reader (or a person) finds it without scanning.
  doc
    .font(BOLD)
    .fontSize(12)
    .text(view.number, left, top + BARCODE_HEIGHT + 6);
  doc.moveDown();
  section(doc, t('sender'), [sender.name, ...sender.lines]);
  section(doc, t('recipient'), [legal.name, legal.address]);
  const point = view.dropOff?.relayPoint;
  if (point) section(doc, t('relay'), [point.name, point.street, `${point.zipCode} ${point.city}`]);
  const address = view.dropOff?.address;
  if (address)
    section(doc, t('home'), [
      address.street ?? '',
      `${address.zipCode ?? ''} ${address.city ?? ''}`.trim(),
    ]);
  section(
    doc,
    t('items'),
    view.products.map((product) =>
      t('line', {
        quantity: product.quantity,
        name: `${product.orderProductTitle} ${product.orderProductName}`,
        size: product.size,
        reason: product.reason.name,
      }),
    ),
  );
  doc
    .font(BOLD)
    .fontSize(10)
    .text(feeLine(view, locale, t));
  doc.moveDown().font(FONT).fontSize(9).fillColor('#555555').text(t('instructions'), { width });
  return finish();
}

/**
 * What the return costs, as the request page stated it (returnRefund of @shop/domain): the
 * carriage offered when the shop carries the parcel, else the fee kept on a refund, else none
 * (a credit).
 */
function feeLine(
  view: TReturnOrder,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (isReturnTransportFree(view.products.map((product) => product.reason.id)))
    return t('freeLabel');
  if (view.totals.fee > 0) return t('fee', { fee: euros(toCents(view.totals.fee), locale) });
  return t('noFee');
}

function section(doc: PDFKit.PDFDocument, title: string, lines: readonly string[]) {
  doc.font(BOLD).fontSize(11).fillColor('black').text(title);
  doc.font(FONT).fontSize(10);
  for (const line of lines.filter(Boolean)) doc.text(line);
  doc.moveDown(0.6);
}
