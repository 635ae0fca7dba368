import { describe, expect, it } from 'vitest';
import type { BasketLine } from '../basket/basket';
import type { TrackedProduct } from './tracking';
import {
  basketChangeEvents,
  consentFromCookies,
  ecommerceEvent,
  loadTagManager,
  type TagManagerHost,
  purchaseEvent,
  pushWhenConsented,
  searchEvent,
  trackedItem,
} from './tracking-events';

const hoodie: TrackedProduct = {
  productId: 42,
  name: 'Hoodie Atlas',
  brand: 'Rue Basse',
  range: 'Core',
  artist: 'Mira',
  category: 'Vêtements',
  subcategory: 'Sweats',
  variant: 'Noir',
  unitPrice: 39.9,
  originalPrice: 59.9,
  currency: 'EUR',
  label: 'promo',
  pictures: 3,
  sizes: [
    { id: 7, label: 'S' },
    { id: 8, label: 'M' },
  ],
};

const line = (id: number, sizeId: number, quantity: number, price = 10): BasketLine => ({
  info: { id, price, originPrice: price, quantity: 9, pictures: [], name: `P${id}`, brand: 'B' },
  size: { id: sizeId, quantity: 9, label: 'M' },
  quantity,
});

describe('trackedItem', () => {
  it('is the spec’s product payload, lists joined with |, with GA4’s item fields', () => {
    expect(trackedItem({ ...hoodie, quantity: 2, sizeId: 8 }, 3, 'Nouveautés')).toEqual({
      product_id: '42',
      name: 'Hoodie Atlas',
      brand_range: 'Rue Basse|Core',
      range: 'Core',
      artist: 'Mira',
      category: 'Vêtements',
      subcategory: 'Sweats',
      variant: 'Noir',
      unit_price: 39.9,
      currency: 'EUR',
      discount: 20,
      fab: 'Rue Basse',
      label: 'promo',
      promo: true,
      visible: true,
      numb_pictures: 3,
      quantity: 2,
      size_id: '8',
      sizes_ids: '7|8',
      sizes: 'S|M',
      item_id: '42',
      item_name: 'Hoodie Atlas',
      item_brand: 'Rue Basse',
      item_category: 'Vêtements',
      item_category2: 'Sweats',
      item_variant: 'Noir',
      price: 39.9,
      index: 3,
      item_list_name: 'Nouveautés',
    });
  });
});

describe('ecommerceEvent', () => {
  it('carries GA4’s event name, currency and the items’ worth in exact cents', () => {
    const event = ecommerceEvent(
      'begin_checkout',
      [
        { ...hoodie, quantity: 3, unitPrice: 0.1 },
        { ...hoodie, quantity: 1, unitPrice: 0.2 },
      ],
      { currency: 'EUR' },
    );
    expect(event.event).toBe('begin_checkout');
    expect(event.ecommerce).toMatchObject({ currency: 'EUR', value: 0.5 });
    expect(event.ecommerce.items).toHaveLength(2);
  });

  it('numbers the items of a list and keeps the purchase’s own figures', () => {
    const list = ecommerceEvent('view_item_list', [hoodie, hoodie], {
      currency: 'EUR',
      item_list_name: 'T-shirts',
    });
    expect(list.ecommerce.items.map((item) => item.index)).toEqual([0, 1]);
    const purchase = ecommerceEvent('purchase', [hoodie], {
      currency: 'EUR',
      value: 45.85,
      transaction_id: 'FR-2612-00001B',
      shipping: 5.95,
    });
    expect(purchase.ecommerce).toMatchObject({ value: 45.85, transaction_id: 'FR-2612-00001B' });
  });

  it('searches with the trimmed words', () => {
    expect(searchEvent('  sweat noir ')).toEqual({ event: 'search', search_term: 'sweat noir' });
  });
});

describe('basketChangeEvents', () => {
  it('tells units added and removed, in their size', () => {
    const before = [line(1, 11, 1), line(2, 21, 2)];
    const after = [line(1, 11, 3), line(3, 31, 1)];
    const events = basketChangeEvents(before, after, 'EUR');
    expect(events.map((event) => event.event)).toEqual(['add_to_cart', 'remove_from_cart']);
    expect(
      events[0]!.ecommerce.items.map((item) => [item.product_id, item.size_id, item.quantity]),
    ).toEqual([
      ['1', '11', 2],
      ['3', '31', 1],
    ]);
    expect(
      events[1]!.ecommerce.items.map((item) => [item.product_id, item.size_id, item.quantity]),
    ).toEqual([['2', '21', 2]]);
    expect(events[1]!.ecommerce.value).toBe(20);
  });

  it('tells nothing when no quantity changed', () => {
    expect(basketChangeEvents([line(1, 11, 1)], [line(1, 11, 1, 8)], 'EUR')).toEqual([]);
  });
});

describe('pushWhenConsented', () => {
  it('pushes once the consent banner is answered, either way, and not before', () => {
    const host: { dataLayer?: Record<string, unknown>[] } = {};
    expect(pushWhenConsented(host, 'other=1', { event: 'x' })).toBe(false);
    expect(host.dataLayer).toBeUndefined();
    expect(pushWhenConsented(host, 'a=1; shop_consent=a0m0', { event: 'x' })).toBe(true);
    expect(pushWhenConsented(host, 'shop_consent=a1m1', { event: 'y' })).toBe(true);
    expect(host.dataLayer).toEqual([{ event: 'x' }, { event: 'y' }]);
  });
});

describe('purchaseEvent', () => {
  it('tells the order’s number, amount paid, shipping and lines as bought', () => {
    const event = purchaseEvent(
      {
        number: 'FR-2612-00001B',
        lines: [
          {
            ...{ productId: 9, productSizeId: 91, name: 'Jean', brand: 'Rue Basse', size: '32' },
            ...{ picture: '/p.jpg', quantity: 2, unitPrice: 40, originPrice: 50 },
          },
        ],
        carrier: { name: 'Colissimo' },
        totals: { shipping: 4.95, total: 84.95 },
      },
      'EUR',
    );
    expect(event.event).toBe('purchase');
    expect(event.ecommerce).toMatchObject({
      currency: 'EUR',
      transaction_id: 'FR-2612-00001B',
      value: 84.95,
      shipping: 4.95,
      shipping_tier: 'Colissimo',
    });
    expect(event.ecommerce.items[0]).toMatchObject({
      product_id: '9',
      size_id: '91',
      sizes: '32',
      quantity: 2,
      unit_price: 40,
      discount: 10,
    });
  });
});

describe('loadTagManager', () => {
  function page() {
    const added: { id: string; src: string }[] = [];
    const host: TagManagerHost = {
      document: {
        getElementById: (id: string) => added.find((script) => script.id === id) ?? null,
        createElement: () => ({ id: '', async: false, src: '', onerror: null }),
        head: { append: (node) => void added.push(node) },
      },
    };
    return { host, added };
  }

  it('adds the container once, with analytics consent only', () => {
    const { host, added } = page();
    expect(loadTagManager(host, 'GTM-AB12CD', { analytics: false })).toBe(false);
    expect(loadTagManager(host, 'GTM-AB12CD', null)).toBe(false);
    expect(loadTagManager(host, 'GTM-AB12CD', { analytics: true }, { now: 5 })).toBe(true);
    expect(loadTagManager(host, 'GTM-AB12CD', { analytics: true })).toBe(false);
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(host.dataLayer).toEqual([{ 'gtm.start': 5, event: 'gtm.js' }]);
  });

  it('loads nothing without a container id of the right form', () => {
    const { host, added } = page();
    expect(loadTagManager(host, null, { analytics: true })).toBe(false);
    expect(loadTagManager(host, 'GTM-1"><script>', { analytics: true })).toBe(false);
    expect(added).toEqual([]);
  });

  it('reads the consent from the cookie both apps share', () => {
    expect(consentFromCookies('a=1; shop_consent=a1m0')).toEqual({
      analytics: true,
      marketing: false,
    });
    expect(consentFromCookies('a=1')).toBeNull();
  });
});
