import { describe, expect, it } from 'vitest';
import {
  defaultCarrier,
  deliveryPromises,
  chooseRelayPoint,
  chooseShippingAddress,
  deliveryDate,
  deliveryDays,
  deliveryTypeOf,
  distanceKm,
  formatDeliveryDate,
  isDeliveryComplete,
  isFreeShipping,
  NO_DELIVERY_CHOICE,
  rateForWeight,
  shippingCents,
} from './delivery';

const DAY_MS = 86_400_000;
/** A Wednesday derived from the clock, so the tests mean the same on any date. */
function nextWeekday(weekday: number): Date {
  const today = new Date();
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const offset = (weekday - new Date(start).getUTCDay() + 7) % 7;
  return new Date(start + offset * DAY_MS + 10 * 3_600_000);
}

describe('delivery delay and date', () => {
  it('rounds the delay up to whole days', () => {
    expect(deliveryDays(0)).toBe(0);
    expect(deliveryDays(1)).toBe(1);
    expect(deliveryDays(1.2)).toBe(2);
    expect(deliveryDays(2.5)).toBe(3);
  });

  it('counts whole days from today and never lands on a Sunday', () => {
    const wednesday = nextWeekday(3);
    expect(deliveryDate(wednesday, 1.5).getUTCDay()).toBe(5);
    const friday = nextWeekday(5);
    // Friday + 2 days is a Sunday: Monday instead.
    const monday = deliveryDate(friday, 2);
    expect(monday.getUTCDay()).toBe(1);
    expect(
      monday.getTime() -
        Date.UTC(friday.getUTCFullYear(), friday.getUTCMonth(), friday.getUTCDate()),
    ).toBe(3 * DAY_MS);
  });

  it('writes the date as weekday, day and month in the shopper language', () => {
    const tuesday = nextWeekday(2);
    const day = tuesday.getUTCDate();
    const month = (locale: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(tuesday);
    expect(formatDeliveryDate(tuesday, 'fr')).toBe(`mardi ${day} ${month('fr')}`);
    expect(formatDeliveryDate(tuesday.toISOString().slice(0, 10), 'en')).toBe(
      `Tuesday ${day} ${month('en')}`,
    );
    expect(formatDeliveryDate(tuesday, 'de')).toBe(`Dienstag, ${day}. ${month('de')}`);
  });
});

describe('carrier prices', () => {
  const rates = [
    { maxWeightGrams: 5000, priceCents: 790 },
    { maxWeightGrams: 1000, priceCents: 490 },
  ];
  it('takes the lightest band that holds the parcel', () => {
    expect(rateForWeight(rates, 400)?.priceCents).toBe(490);
    expect(rateForWeight(rates, 1000)?.priceCents).toBe(490);
    expect(rateForWeight(rates, 1001)?.priceCents).toBe(790);
    expect(rateForWeight(rates, 5001)).toBeNull();
  });

  it('is free from the threshold, never for express', () => {
    expect(isFreeShipping(98.99, 99)).toBe(false);
    expect(isFreeShipping(99, 99)).toBe(true);
    expect(isFreeShipping(0.1 + 98.9, 99)).toBe(true);
    expect(isFreeShipping(150, 99, true)).toBe(false);
    expect(shippingCents(490, true)).toBe(0);
    expect(shippingCents(490, false)).toBe(490);
  });
});

describe('defaultCarrier', () => {
  const quoted = [
    { id: 3, rank: 3, type: 'home' as const },
    { id: 2, rank: 2, type: 'relay' as const },
    { id: 1, rank: 1, type: 'home' as const },
  ];

  it('is the first carrier by rank that takes the basket, of the destination type once chosen', () => {
    expect(defaultCarrier(quoted)?.id).toBe(1);
    expect(defaultCarrier(quoted, 'relay')?.id).toBe(2);
    expect(defaultCarrier(quoted.slice(0, 2))?.id).toBe(2);
  });

  it('is none when no carrier takes the basket', () => {
    expect(defaultCarrier([])).toBeNull();
    expect(defaultCarrier(quoted.slice(1, 2), 'home')).toBeNull();
  });
});

describe('deliveryPromises', () => {
  const band = (maxWeightGrams: number, priceCents: number) => ({ maxWeightGrams, priceCents });
  const carriers = [
    { rank: 3, type: 'home' as const, express: true, delayDays: 1, rates: [band(1000, 1295)] },
    {
      rank: 2,
      type: 'relay' as const,
      express: false,
      delayDays: 3.5,
      rates: [band(5000, 595), band(1000, 395)],
    },
    { rank: 1, type: 'home' as const, express: false, delayDays: 2, rates: [band(1000, 495)] },
    { rank: 4, type: 'relay' as const, express: false, delayDays: 1, rates: [band(1000, 195)] },
  ];

  it('quotes per kind the first carrier by rank: its lightest price and its delay in whole days', () => {
    expect(deliveryPromises(carriers)).toEqual({
      home: { fromCents: 495, days: 2 },
      relay: { fromCents: 395, days: 4 },
      express: { fromCents: 1295, days: 1 },
    });
  });

  it('promises nothing of a kind no carrier offers there', () => {
    expect(deliveryPromises(carriers.slice(2, 3))).toEqual({
      home: { fromCents: 495, days: 2 },
      relay: null,
      express: null,
    });
  });
});

describe('address or relay point', () => {
  it('choosing an address clears the relay point and the reverse', () => {
    const relay = chooseRelayPoint({ ...NO_DELIVERY_CHOICE, carrierId: 3 }, 'FR-00001');
    expect(relay).toEqual({ shippingAddressId: null, relayPointId: 'FR-00001', carrierId: 3 });
    const home = chooseShippingAddress(relay, 12);
    expect(home).toEqual({ shippingAddressId: 12, relayPointId: null, carrierId: 3 });
    expect(chooseRelayPoint(home, 'FR-00002').shippingAddressId).toBeNull();
    expect(deliveryTypeOf(home)).toBe('home');
    expect(deliveryTypeOf(relay)).toBe('relay');
    expect(deliveryTypeOf(NO_DELIVERY_CHOICE)).toBeNull();
  });

  it('is complete with a destination and a carrier of its type', () => {
    const home = chooseShippingAddress(NO_DELIVERY_CHOICE, 12);
    expect(isDeliveryComplete(home, null)).toBe(false);
    expect(isDeliveryComplete({ ...home, carrierId: 1 }, 'relay')).toBe(false);
    expect(isDeliveryComplete({ ...home, carrierId: 1 }, 'home')).toBe(true);
  });
});

describe('distanceKm', () => {
  it('measures Paris to Lyon at about 392 km', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const lyon = { latitude: 45.764, longitude: 4.8357 };
    expect(distanceKm(paris, lyon)).toBeCloseTo(392, -1);
    expect(distanceKm(paris, paris)).toBe(0);
  });
});
