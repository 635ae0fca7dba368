import { formatPrice } from '@shop/domain/money';

type Promise = { price: number; days: number } | null;
type Translate = (key: string, options: { count: number }) => string;

/**
 * The placeholders of a text that states what delivery costs and takes (`{{homePrice}}`
 * "4,95 €", `{{relayDays}}` "4 jours"...), from the carriers' figures the API answers
 * (GET /checkout/carriers/free-shipping's `delivery`), never a sentence's own: the API's
 * pages, the storefront's FAQ and the checkout's reassurance fill theirs alike. A kind no
 * carrier offers gives no placeholder.
 */
export function deliveryPromiseValues(
  promises: Readonly<Record<'home' | 'relay' | 'express', Promise>>,
  locale: string,
  t: Translate,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const kind of ['home', 'relay', 'express'] as const) {
    const promise = promises[kind];
    if (!promise) continue;
    values[`${kind}Price`] = formatPrice(promise.price, locale);
    values[`${kind}Days`] = t('delivery.promise.days', { count: promise.days });
  }
  return values;
}
