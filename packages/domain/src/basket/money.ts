/** Prices are euros with two decimals (storefront section 5, journey section 5). */
export const CURRENCY = 'EUR';

/**
 * Euros as whole cents, so sums of prices add up exactly. Every money sum inside the domain and
 * the API is done on these integers; euros appear only at the edges (wire, display).
 */
export const toCents = (euros: number) => Math.round(euros * 100);

/** Whole cents back to euros (two decimals), once, at the edge. */
export const fromCents = (cents: number) => cents / 100;

/** Rounds to 2 decimals, half away from zero, immune to binary artefacts such as 1.005. */
export function roundPrice(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  return (Math.sign(value) * cents) / 100 || 0;
}

/** Original price minus price, rounded to 2 decimals; 0 when both are equal. */
export function discount(originalPrice: number, price: number): number {
  if (originalPrice === price) return 0;
  return roundPrice(originalPrice - price);
}

/** round(100 × (1 − price / old price)); 0 when there is no old price to compare with. */
export function discountPercent(price: number, oldPrice: number): number {
  if (!oldPrice || oldPrice <= 0) return 0;
  return Math.round(100 * (1 - price / oldPrice)) || 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Euro amount with exactly 2 fraction digits in the shopper's locale. */
export function formatPrice(value: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/** Free delivery threshold in euros when the back office gives none (section 9). */
export const DEFAULT_FREE_SHIPPING_AMOUNT = 99;
