/**
 * Delivery rules of the customer journey (sections 4 and 9): carriers priced by country and
 * weight, free shipping from the back office's threshold, delivery dates and the exclusive
 * choice between a home address and a relay point.
 */
import { toCents } from '../basket/money';

export type CarrierType = 'home' | 'relay';

const DAY_MS = 86_400_000;

/** Section 9: the delay is in whole days, rounded up (a 1.5-day service takes 2 days). */
export function deliveryDays(delayDays: number): number {
  return Math.max(0, Math.ceil(delayDays - 1e-9));
}

/**
 * The day a parcel sent now arrives: the delay in whole days after today, moved to Monday when
 * it falls on a Sunday (carriers do not deliver on Sundays). Dates are calendar days in UTC.
 */
export function deliveryDate(now: Date, delayDays: number): Date {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const date = new Date(start + deliveryDays(delayDays) * DAY_MS);
  if (date.getUTCDay() === 0) return new Date(date.getTime() + DAY_MS);
  return date;
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** English dates of the international store read day before month, as in Europe. */
const DATE_LOCALES: Record<string, string> = { en: 'en-GB' };

/** Section 9: "weekday, day, month" in the shopper's language, e.g. "jeudi 3 décembre". */
export function formatDeliveryDate(date: Date | string, locale: string): string {
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dateFormatters.set(locale, formatter);
  }
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return formatter.format(value);
}

/** A carrier's price for one weight band of one country, in cents. */
export interface CarrierRate {
  /** Parcels up to this weight in grams (inclusive) take this band. */
  maxWeightGrams: number;
  priceCents: number;
}

/** The band of the lightest limit that holds the parcel; null when the parcel is too heavy. */
export function rateForWeight(
  rates: readonly CarrierRate[],
  weightGrams: number,
): CarrierRate | null {
  const sorted = [...rates].sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);
  return sorted.find((rate) => weightGrams <= rate.maxWeightGrams) ?? null;
}

/**
 * Free shipping once the goods (after the promotion) reach the threshold, in cents to avoid
 * float artefacts; express services are never free.
 */
export function isFreeShipping(
  goodsPrice: number,
  freeShippingAmount: number,
  express = false,
): boolean {
  if (express) return false;
  return toCents(goodsPrice) >= toCents(freeShippingAmount);
}

/** What the shopper pays for a carrier, in cents. */
export function shippingCents(rateCents: number, freeShipping: boolean): number {
  return freeShipping ? 0 : rateCents;
}

/**
 * The carrier a basket is priced with before the shopper chooses one (POST /basket/detail's
 * defaultCarrier and priceWithDefaultCarrier): among the carriers that take it to the country
 * (of the destination's type once one is chosen), the first by rank, the one the shipping step
 * lists first under the home delivery it opens on. Its real price, so the basket announces what
 * the shopper will pay rather than a flat figure of its own (docs/decisions.md, "default
 * carrier"). Null when none can take it: the notices say why.
 */
export function defaultCarrier<T extends { rank: number; type: CarrierType }>(
  quoted: readonly T[],
  type: CarrierType | null = null,
): T | null {
  const offered = quoted.filter((carrier) => type === null || carrier.type === type);
  return [...offered].sort((a, b) => a.rank - b.rank)[0] ?? null;
}

/** The kinds of delivery the shop's texts speak of. */
export type DeliveryKind = 'home' | 'relay' | 'express';

/** What a text may promise of a kind of delivery: from this price, in this many days. */
export interface DeliveryPromise {
  /** The lightest parcel's price, in cents, before free shipping. */
  fromCents: number;
  /** Whole days (deliveryDays). */
  days: number;
}

/**
 * The figures the shop's texts state (the reassurance, the FAQ, the delivery page), taken from
 * the carriers of a country rather than written into a sentence, so they never contradict what
 * the shipping step then charges: per kind, the first carrier by rank, its lightest band's
 * price and its delay. Null for a kind no carrier offers there.
 */
export function deliveryPromises(
  carriers: readonly {
    rank: number;
    type: CarrierType;
    express: boolean;
    delayDays: number;
    rates: readonly CarrierRate[];
  }[],
): Record<DeliveryKind, DeliveryPromise | null> {
  const promise = (kind: DeliveryKind): DeliveryPromise | null => {
    const first = [...carriers]
      .filter((carrier) => carrier.rates.length > 0)
      .filter((carrier) =>
        kind === 'express' ? carrier.express : !carrier.express && carrier.type === kind,
      )
      .sort((a, b) => a.rank - b.rank)[0];
    if (!first) return null;
    const lightest = [...first.rates].sort((a, b) => a.maxWeightGrams - b.maxWeightGrams)[0]!;
    return { fromCents: lightest.priceCents, days: deliveryDays(first.delayDays) };
  };
  return { home: promise('home'), relay: promise('relay'), express: promise('express') };
}

/**
 * Why no carrier, or not every carrier, can take the basket (section 8, texts ours).
 * `carrier_unavailable`: the carrier the basket names cannot take it (another type than the
 * destination's, or not to this country or weight); the shopper picks another one.
 */
export type DeliveryNotice =
  'no_delivery_mode' | 'country_not_deliverable' | 'express_unavailable' | 'carrier_unavailable';

export interface DeliveryChoice {
  shippingAddressId: number | null;
  relayPointId: string | null;
  carrierId: number | null;
}

export const NO_DELIVERY_CHOICE: DeliveryChoice = {
  shippingAddressId: null,
  relayPointId: null,
  carrierId: null,
};

/** Section 4: choosing a shipping address clears the relay point... */
export function chooseShippingAddress(choice: DeliveryChoice, addressId: number): DeliveryChoice {
  return { ...choice, shippingAddressId: addressId, relayPointId: null };
}

/** ...and choosing a relay point clears the shipping address. */
export function chooseRelayPoint(choice: DeliveryChoice, relayPointId: string): DeliveryChoice {
  return { ...choice, relayPointId, shippingAddressId: null };
}

/** The carrier type a choice needs: a relay point needs a relay carrier, an address a home one. */
export function deliveryTypeOf(choice: DeliveryChoice): CarrierType | null {
  if (choice.relayPointId !== null) return 'relay';
  if (choice.shippingAddressId !== null) return 'home';
  return null;
}

/** A choice the shopper can continue to payment with: a destination and a carrier of its type. */
export function isDeliveryComplete(
  choice: DeliveryChoice,
  carrierType: CarrierType | null,
): boolean {
  const type = deliveryTypeOf(choice);
  return type !== null && choice.carrierId !== null && carrierType === type;
}

/** Great-circle distance in kilometres (haversine), for ordering relay points. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Relay-point searches: at most this many points, within this radius. */
export const RELAY_SEARCH_LIMIT = 20;
export const RELAY_SEARCH_RADIUS_KM = 30;
export const RELAY_SEARCH_MIN_LENGTH = 2;
export const RELAY_SEARCH_MAX_LENGTH = 60;

/** Opening hours: weekday 1 (Monday) to 7 (Sunday), each with its opening periods. */
export interface OpeningDay {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  periods: { open: string; close: string }[];
}
