import { fromCents, toCents } from '../basket/money';
import type { BasketLine } from '../basket/basket';
import { CONSENT_COOKIE, parseConsent, productPayload, type TrackedProduct } from './tracking';

/**
 * The e-commerce events of the tag manager's data layer (issue 30, item 20), under GA4's
 * recommended names so a GA4 tag (and most tag-manager templates) reads them as they are.
 * One builder for the storefront and the checkout app: the same product always leaves as the
 * same payload.
 */
export const ECOMMERCE_EVENTS = [
  'view_item',
  'view_item_list',
  'select_item',
  'add_to_cart',
  'remove_from_cart',
  'add_to_wishlist',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
] as const;
export type EcommerceEventName = (typeof ECOMMERCE_EVENTS)[number];

/**
 * An item: the product payload of storefront section 3 (product_id, name, brand_range...,
 * lists joined with '|'), with GA4's own item fields beside it (item_id, item_name, price,
 * quantity...), which GA4 needs to fill its e-commerce reports.
 */
export function trackedItem(product: TrackedProduct, index?: number, listName?: string) {
  const payload = productPayload(product);
  return {
    ...payload,
    item_id: payload.product_id,
    item_name: payload.name,
    item_brand: product.brand,
    item_category: payload.category,
    item_category2: payload.subcategory,
    item_variant: payload.variant,
    price: product.unitPrice,
    quantity: product.quantity ?? 1,
    ...(index !== undefined ? { index } : {}),
    ...(listName ? { item_list_name: listName } : {}),
  };
}

/** What an event says beside its items (GA4's parameters of each event). */
export interface EcommerceDetails {
  currency: string;
  /** The items' worth by default (unit price times quantity). */
  value?: number;
  item_list_name?: string;
  transaction_id?: string;
  shipping?: number;
  tax?: number;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
}

/** `{ event, ecommerce: { currency, value, ..., items } }`, as GA4 reads the data layer. */
export function ecommerceEvent(
  event: EcommerceEventName,
  products: readonly TrackedProduct[],
  details: EcommerceDetails,
) {
  const value =
    details.value ??
    fromCents(
      products.reduce(
        (sum, product) => sum + toCents(product.unitPrice) * (product.quantity ?? 1),
        0,
      ),
    );
  const { item_list_name: listName } = details;
  return {
    event,
    ecommerce: {
      ...details,
      value,
      items: products.map((product, index) =>
        trackedItem(product, listName ? index : undefined, listName),
      ),
    },
  };
}

/** GA4's `search`: the words the shopper searched for. */
export const searchEvent = (term: string) => ({
  event: 'search' as const,
  search_term: term.trim(),
});

/**
 * A basket line as a tracked product: what the basket keeps of it (the product page's
 * taxonomy is not kept with the line), in its size, `quantity` units.
 */
export function basketLineProduct(
  line: BasketLine,
  currency: string,
  quantity = line.quantity,
): TrackedProduct {
  return {
    productId: line.info.id,
    name: line.info.name,
    brand: line.info.brand,
    unitPrice: line.info.price,
    originalPrice: line.info.originPrice,
    currency,
    pictures: line.info.pictures.length,
    sizes: [{ id: line.size.id, label: line.size.label }],
    sizeId: line.size.id,
    quantity,
  };
}

/** What the purchase event reads of an order (GET /secure/orders/{id}). */
export interface PurchasedOrder {
  number: string;
  lines: readonly {
    productId: number;
    productSizeId: number;
    name: string;
    brand: string;
    size: string;
    picture: string | null;
    quantity: number;
    unitPrice: number;
    originPrice: number;
  }[];
  carrier: { name: string };
  totals: { shipping: number; total: number };
}

/** GA4's `purchase` of a confirmed order: its number, what was paid, its lines as bought. */
export function purchaseEvent(order: PurchasedOrder, currency: string) {
  return ecommerceEvent(
    'purchase',
    order.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      brand: line.brand,
      unitPrice: line.unitPrice,
      originalPrice: line.originPrice,
      currency,
      pictures: line.picture ? 1 : 0,
      sizes: [{ id: line.productSizeId, label: line.size }],
      sizeId: line.productSizeId,
      quantity: line.quantity,
    })),
    {
      currency,
      transaction_id: order.number,
      value: order.totals.total,
      shipping: order.totals.shipping,
      shipping_tier: order.carrier.name,
    },
  );
}

const lineKey = (line: BasketLine) => `${line.info.id}:${line.size.id}`;

/**
 * add_to_cart and remove_from_cart of a change of the basket, from its lines before and after:
 * units added (a new line or a higher quantity) and units removed (a line gone or fewer). Only
 * for the shopper's own changes: the server's recalculation clamps and drops lines without them.
 */
export function basketChangeEvents(
  before: readonly BasketLine[],
  after: readonly BasketLine[],
  currency: string,
) {
  const previous = new Map(before.map((line) => [lineKey(line), line]));
  const next = new Map(after.map((line) => [lineKey(line), line]));
  const added: TrackedProduct[] = [];
  const removed: TrackedProduct[] = [];
  for (const line of after) {
    const difference = line.quantity - (previous.get(lineKey(line))?.quantity ?? 0);
    if (difference > 0) added.push(basketLineProduct(line, currency, difference));
    if (difference < 0) removed.push(basketLineProduct(line, currency, -difference));
  }
  for (const line of before)
    if (!next.has(lineKey(line))) removed.push(basketLineProduct(line, currency));
  return [
    ...(added.length ? [ecommerceEvent('add_to_cart', added, { currency })] : []),
    ...(removed.length ? [ecommerceEvent('remove_from_cart', removed, { currency })] : []),
  ];
}

/** Where the tag manager reads its data layer: `window` in a browser. */
export interface DataLayerHost {
  dataLayer?: Record<string, unknown>[];
}

/**
 * Appends a shopper's action to the data layer once the shopper has answered the consent
 * banner (ready-to-track, storefront section 4), from the consent cookie both apps share;
 * nothing before. True when pushed.
 */
export function pushWhenConsented(
  host: DataLayerHost,
  cookieHeader: string,
  event: Record<string, unknown>,
): boolean {
  if (!consentFromCookies(cookieHeader)) return false;
  host.dataLayer ??= [];
  host.dataLayer.push(event);
  return true;
}

/** The script element the loader fills (the domain is built without the DOM's types). */
interface ScriptLike {
  id: string;
  async: boolean;
  src: string;
  onerror: unknown;
}

/** What loading the tag manager touches: the data layer and the page's document. */
export interface TagManagerHost<Script extends ScriptLike = ScriptLike> extends DataLayerHost {
  document: {
    getElementById(id: string): unknown;
    createElement(tag: 'script'): Script;
    head: { append(node: Script): void };
  };
}

export const TAG_MANAGER_SCRIPT_ID = 'gtm-script';

/** A Google Tag Manager container id (`GTM-XXXXXXX`); anything else is not loaded. */
export const isTagManagerId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && /^GTM-[A-Z0-9]{4,12}$/.test(id);

/**
 * Loads the tag manager's container once, and only with analytics consent (storefront
 * section 4): the storefront and the checkout app call the same loader, so both pages of one
 * visit feed the same container. True when the script was added now.
 */
export function loadTagManager<Script extends ScriptLike>(
  host: TagManagerHost<Script>,
  gtmId: string | null | undefined,
  consent: { analytics: boolean } | null,
  { now = Date.now(), onError }: { now?: number; onError?: () => void } = {},
): boolean {
  if (!isTagManagerId(gtmId) || !consent?.analytics) return false;
  if (host.document.getElementById(TAG_MANAGER_SCRIPT_ID)) return false;
  host.dataLayer ??= [];
  host.dataLayer.push({ 'gtm.start': now, event: 'gtm.js' });
  const script = Object.assign(host.document.createElement('script'), {
    id: TAG_MANAGER_SCRIPT_ID,
    async: true,
    src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`,
    onerror: onError ?? null,
  });
  host.document.head.append(script);
  return true;
}

/** The consent the shopper gave, read from the cookie both apps share; null before an answer. */
export function consentFromCookies(cookieHeader: string) {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE.length + 1));
}
