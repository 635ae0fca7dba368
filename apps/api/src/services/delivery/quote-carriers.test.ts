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

const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  country: 'FR',
  deliverable: ['FR', 'PT'],
  weightGrams: 800,
  goodsPrice: 50,
  freeShippingAmount: 99,
  vatRate: 20,
  now: new Date('2026-12-01T10:00:00Z'),
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
    expect(home?.deliveryDate).toEqual({
      id: 1,
      shippingDate: '2026-12-01',
      deliveryDate: '2026-12-03',
      label: 'jeudi 3 décembre',
    });
    const friday = quoteCarriers(TABLE, shipment({ now: new Date('2026-12-04T10:00:00Z') }));
    expect(friday.carriers[0]?.deliveryDate.deliveryDate).toBe('2026-12-07');
  });
});
