import type { CarrierType } from '@shop/domain/delivery';

export interface SeedCarrier {
  code: string;
  rank: number;
  type: CarrierType;
  serviceName: string;
  delayDays: string;
  express: boolean;
  /** Weight bands for France: up to grams, price in cents. */
  bands: [maxWeightGrams: number, priceCents: number][];
  /** Countries the service does not reach. */
  excluded: string[];
}

/**
 * Three services: home delivery up to 30 kg, relay points up to 20 kg, and express home
 * delivery up to 5 kg and not to Ireland or Portugal, so heavy or far baskets lose it.
 */
export const SEED_CARRIERS: SeedCarrier[] = [
  {
    code: 'colissimo_home',
    rank: 1,
    type: 'home',
    serviceName: 'Colissimo Domicile',
    delayDays: '2',
    express: false,
    bands: [
      [1000, 495],
      [5000, 795],
      [10000, 1195],
      [30000, 1995],
    ],
    excluded: [],
  },
  {
    code: 'relay',
    rank: 2,
    type: 'relay',
    serviceName: 'Relais Standard',
    delayDays: '3.5',
    express: false,
    bands: [
      [1000, 395],
      [5000, 595],
      [10000, 895],
      [20000, 1395],
    ],
    excluded: [],
  },
  {
    code: 'express_home',
    rank: 3,
    type: 'home',
    serviceName: 'Express 13h',
    delayDays: '1',
    express: true,
    bands: [
      [1000, 1295],
      [5000, 1895],
    ],
    excluded: ['IE', 'PT'],
  },
];

/** Prices abroad: the French price times the distance from the warehouse near Lille. */
const COUNTRY_FACTORS: Record<string, number> = {
  FR: 1,
  BE: 1.1,
  LU: 1.1,
  NL: 1.2,
  DE: 1.2,
  ES: 1.2,
  IT: 1.2,
  AT: 1.4,
  PT: 1.4,
  IE: 1.6,
};

/** A price ending in 5 cents, as carriers' price lists do. */
export function countryPrice(priceCents: number, country: string): number {
  const factor = COUNTRY_FACTORS[country] ?? 1.5;
  return Math.round((priceCents * factor) / 10) * 10 - 5;
}

export const carrierLogoPath = (code: string) => `/api/v5/media/carriers/${code}.svg`;
