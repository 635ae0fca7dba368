import { STORE_IDS, priceCountryKey } from '@shop/domain/stores';
import { chance, int, pick, type Random } from '../prng';

/** Price keys of product_prices: one per store country, `default` for the international one. */
export const PRICE_COUNTRY_KEYS = STORE_IDS.map(priceCountryKey);

const COUNTRY_FACTOR: Record<string, number> = { es: 0.97, de: 1.02, default: 1.05 };
const PERCENTS = [10, 15, 20, 25, 30, 40, 50] as const;
const OUTLET_PERCENTS = [30, 40, 50, 60, 70] as const;

export interface SeedPrice {
  countryKey: string;
  price: string;
  originalPrice: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A shop price in cents: mostly x.99, sometimes x.90 or round. */
export function basePriceCents(random: Random, [min, max]: [number, number]): number {
  const whole = int(random, min, max) * 100;
  const ending = random();
  if (ending < 0.7) return whole - 1;
  if (ending < 0.85) return whole - 10;
  return whole;
}

/** Discount percent or null; outlet-only products are always discounted, and deeper. */
export function promotionPercent(random: Random, outlet: boolean): number | null {
  if (outlet) return pick(random, OUTLET_PERCENTS);
  return chance(random, 0.25) ? pick(random, PERCENTS) : null;
}

/** One price row per country key; the percent applies to every country's original price. */
export function buildPrices(baseCents: number, percent: number | null): SeedPrice[] {
  return PRICE_COUNTRY_KEYS.map((countryKey) => {
    const factor = COUNTRY_FACTOR[countryKey] ?? 1;
    const original = factor === 1 ? baseCents : Math.round((baseCents * factor) / 100) * 100 - 1;
    const price = percent === null ? original : Math.round((original * (100 - percent)) / 100);
    return { countryKey, price: euros(price), originalPrice: euros(original) };
  });
}
