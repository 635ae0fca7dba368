import { discount, discountPercent } from '../basket/money';

/** A product price as stored per country: what it costs now and what it cost before. */
export interface CountryPrice {
  price: number;
  originalPrice: number;
}

/** Prices keyed by lower-cased country code, with a `default` entry (storefront section 3). */
export type PriceTable = Record<string, CountryPrice | undefined> & { default: CountryPrice };

export function priceForCountry(prices: PriceTable, countryKey: string): CountryPrice {
  return prices[countryKey.toLowerCase()] ?? prices.default;
}

export interface DisplayPrice extends CountryPrice {
  discount: number;
  percent: number;
  isPromo: boolean;
}

export function displayPrice(price: CountryPrice): DisplayPrice {
  const amount = discount(price.originalPrice, price.price);
  return {
    ...price,
    discount: amount,
    percent: amount > 0 ? discountPercent(price.price, price.originalPrice) : 0,
    isPromo: amount > 0,
  };
}

/** Up to this many sizes show as buttons on a thumbnail (storefront section 5). */
export const MAX_SIZE_BUTTONS = 7;

/** Buttons for at most 7 sizes, a 'several sizes' text above, 'unique size' without sizes. */
export function sizeDisplay(sizeCount: number): 'buttons' | 'several' | 'unique' {
  if (sizeCount === 0) return 'unique';
  return sizeCount <= MAX_SIZE_BUTTONS ? 'buttons' : 'several';
}

/** A thumbnail shows the free-shipping tag when the country price reaches the threshold. */
export function hasFreeShippingTag(price: number, freeShippingAmount: number): boolean {
  return price >= freeShippingAmount;
}
