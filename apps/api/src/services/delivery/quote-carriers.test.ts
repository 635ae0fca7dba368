import { describe, expect, it } from 'vitest';
import type { CarrierRow } from './carrier-table';
import { quoteCarriers, type Shipment } from './quote-carriers';

const carrier = (
  id: number,
  code: string,
  rates: Record<string, [number, number][]>,
  extra: Partial<CarrierRow> = {},
): CarrierRow => ({
  id,
  rank: id,
  code,
  logo: `/logo/${code}.svg`,
  type: 'home',
  serviceName: code,
  delayDays: 2,
  express: false,
  rates: new Map(
    Object.entries(rates).map(([country, bands]) => [
      country,
      bands.map(([maxWeightGrams, priceCents], index) => ({
        id: id * 100 + index,
        maxWeightGrams,
        priceCents,
      })),
    ]),
  ),
  ...extra,
});

const TABLE = [
  carrier(1, 'home', {
    FR: [
      [1000, 500],
      [30000, 2000],
    ],
    PT: [[30000, 2500]],
  }),
  carrier(2, 'express', { FR: [[5000, 1500]] }, { express: true, delayDays: 1 }),
];

const DAY_MS = 86_400_000;
/** The next given weekday (0 Sunday) at 10:00 UTC, from the clock: tests mean the same any day. */
function nextWeekday(weekday: number): Date {
  const today = new Date();
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const offset = (weekday - new Date(start).getUTCDay() + 7) % 7;
  return new Date(start + offset * DAY_MS + 10 * 3_600_000);
}
const TUESDAY = nextWeekday(2);
const isoDay = (date: Date, days = 0) =>
  new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);

const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  country: 'FR',
  deliverable: ['FR', 'PT'],
  weightGrams: 800,
  goodsPrice: 50,
  freeShippingAmount: 99,
  vatRate: 20,
  now: TUESDAY,
  locale: 'fr',
  ...overrides,
});

const summary = (overrides: Partial<Shipment>) => {
  const { carriers, notices } = quoteCarriers(TABLE, shipment(overrides));
  return { carriers: carriers.map((c) => [c.code, c.price.amount]), notices };
};

describe('quoteCarriers', () => {
  it('prices the band that holds the weight, free from the threshold except express', () => {
    expect(summary({})).toEqual({
      carriers: [
        ['home', 500],
        ['express', 1500],
      ],
      notices: [],
    });
    expect(summary({ goodsPrice: 99 })).toEqual({
      carriers: [
        ['home', 0],
        ['express', 1500],
      ],
      notices: [],
    });
  });

  it('says why carriers are missing', () => {
    expect(summary({ weightGrams: 6000 })).toEqual({
      carriers: [['home', 2000]],
      notices: ['express_unavailable'],
    });
    expect(summary({ weightGrams: 30_001 })).toEqual({
      carriers: [],
      notices: ['no_delivery_mode'],
    });
    expect(summary({ country: 'ES' })).toEqual({
      carriers: [],
      notices: ['country_not_deliverable'],
    });
    // No express service to Portugal at all: nothing was lost, nothing to say.
    expect(summary({ country: 'PT' })).toEqual({ carriers: [['home', 2500]], notices: [] });
  });

  it('dates the delivery from the delay rounded up, skipping Sunday', () => {
    const [home] = quoteCarriers(TABLE, shipment()).carriers;
    const thursday = new Date(TUESDAY.getTime() + 2 * DAY_MS);
    const month = new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(
      thursday,
    );
    expect(home?.deliveryDate).toEqual({
      id: 1,
      shippingDate: isoDay(TUESDAY),
      deliveryDate: isoDay(TUESDAY, 2),
      label: `jeudi ${thursday.getUTCDate()} ${month}`,
    });
    // Friday + 2 days is a Sunday: Monday instead.
    const friday = nextWeekday(5);
    const quote = quoteCarriers(TABLE, shipment({ now: friday }));
    expect(quote.carriers[0]?.deliveryDate.deliveryDate).toBe(isoDay(friday, 3));
  });
});
