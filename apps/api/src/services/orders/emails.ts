import { LOCALE_ISO, type Locale } from '@shop/domain/locales';
import { formatPrice, fromCents } from '@shop/domain/money';
import { TRANSFER_HOLD_DAYS } from '@shop/domain/orders';
import type { Store } from '@shop/domain/stores';
import type { Env } from '../../env';
import { carrierTexts } from '../delivery/texts';
import type { OutgoingEmail } from '../email/outbox';
import { shopLink } from '../security/links';
import { translator } from '../site/translator';
import type { LineSnapshot } from './line-snapshots';
import type { ChequePayee } from './order-view';
import type { OrderRow } from './transitions';

export interface EmailOrder {
  order: OrderRow;
  lines: readonly Pick<LineSnapshot, 'name' | 'brand' | 'size' | 'quantity' | 'unitPriceCents'>[];
  customer: { email: string; firstName: string };
  store: Store;
}

const euros = (cents: number, locale: Locale) => formatPrice(fromCents(cents), LOCALE_ISO[locale]);

/** The values both order e-mails fill in, in the order's language. */
function common({ order, lines, customer, store }: EmailOrder, locale: Locale) {
  const t = translator(locale);
  const carrier = {
    ...order.carrier,
    name: carrierTexts(order.carrier.code, order.carrier.name, locale).name,
  };
  const relay = order.relayPoint;
  const city = relay?.city ?? order.shippingAddress?.city ?? '';
  return {
    firstName: customer.firstName,
    number: order.number,
    total: euros(order.totalCents, locale),
    lines: lines
      .map((line) =>
        t('orders.email.line', {
          quantity: line.quantity,
          name: line.name,
          brand: line.brand,
          size: line.size,
          price: euros(line.unitPriceCents * line.quantity, locale),
        }),
      )
      .join('\n'),
    delivery: relay
      ? t('orders.email.relayPoint', {
          carrier: carrier.name,
          name: relay.name,
          city,
          date: carrier.deliveryDateLabel,
        })
      : t('orders.email.home', { carrier: carrier.name, city, date: carrier.deliveryDateLabel }),
    link: shopLink(store, locale, `/account/history/${order.id}`),
  };
}

/** Sent once the money is in (card, PayPal, or a transfer the back office marked paid). */
export function confirmationEmail(input: EmailOrder): OutgoingEmail {
  const locale = input.order.locale as Locale;
  const t = translator(locale);
  const { order } = input;
  // What was paid in all: vouchers and credits (method 10) are money the customer spent too.
  const values = {
    ...common(input, locale),
    total: euros(order.totalCents + order.vouchersCents, locale),
  };
  return {
    to: input.customer.email,
    kind: 'order_confirmation',
    locale,
    subject: t('orders.email.confirmation.subject', values),
    text: t('orders.email.confirmation.body', values),
  };
}

/**
 * Sent when an order to be paid offline is placed: the money's destination (the bank account,
 * or whom to make the cheque out to and where to post it) and the reference to give with it.
 */
function offlinePaymentEmail(
  input: EmailOrder,
  method: 'transfer' | 'cheque',
  destination: Env['orders']['bankAccount'] | ChequePayee,
): OutgoingEmail {
  const locale = input.order.locale as Locale;
  const t = translator(locale);
  const values = {
    ...common(input, locale),
    ...destination,
    reference: input.order.number,
    days: TRANSFER_HOLD_DAYS,
  };
  return {
    to: input.customer.email,
    kind: `order_${method}`,
    locale,
    subject: t(`orders.email.${method}.subject`, values),
    text: t(`orders.email.${method}.body`, values),
  };
}

/** Sent when a bank-transfer order is placed: where to send the money, and the reference. */
export const transferEmail = (input: EmailOrder, bank: Env['orders']['bankAccount']) =>
  offlinePaymentEmail(input, 'transfer', bank);

/** Sent when a cheque order is placed: whom to make it out to, where to post it, what to write. */
export const chequeEmail = (input: EmailOrder, payee: ChequePayee) =>
  offlinePaymentEmail(input, 'cheque', payee);
