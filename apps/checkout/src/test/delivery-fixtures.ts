import type { TAddress, TCarrier, TRelayPoint } from '@shop/api-client';
import { formatDeliveryDate } from '@shop/domain/delivery';

/* What the fake API's delivery half knows: an address, relay points and carriers, dated from
   the day the tests run. */

const DAY_MS = 86_400_000;
/** A date counted from the day the tests run, as the API's carriers are. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** The home carrier's delivery date as the pages write it. */
export const HOME_DELIVERY_LABEL = formatDeliveryDate(dayFromToday(2), 'fr');

/** The address of Jeanne Dupont in Paris, as the API answers it. */
export function paris(overrides: Partial<TAddress> = {}): TAddress {
  return {
    id: 1,
    label: 'Maison',
    civility: 2,
    lastName: 'Dupont',
    firstName: 'Jeanne',
    street: '12 rue de la Roquette',
    streetDetails: null,
    zipCode: '75011',
    city: 'Paris',
    state: null,
    countryIsoCode2: 'FR',
    countryName: 'France',
    activeCountry: true,
    phoneNumber: '+33 6 12 34 56 78',
    company: null,
    default: true,
    ...overrides,
  };
}

const hours = [1, 2, 3, 4, 5, 6].map((day) => ({
  day: day as 1 | 2 | 3 | 4 | 5 | 6,
  periods:
    day === 6
      ? [{ open: '10:00', close: '13:00' }]
      : [
          { open: '09:00', close: '12:30' },
          { open: '14:00', close: '19:00' },
        ],
}));

export const RELAY_POINTS: TRelayPoint[] = [
  {
    id: 'FR-00042',
    name: 'Tabac de la Roquette',
    street: '40 rue de la Roquette',
    zipCode: '75011',
    city: 'Paris',
    countryIsoCode2: 'FR',
    latitude: 48.8553,
    longitude: 2.3749,
    openingHours: hours,
    distanceKm: 0.4,
  },
  {
    id: 'FR-00043',
    name: 'Librairie Voltaire',
    street: '101 boulevard Voltaire',
    zipCode: '75011',
    city: 'Paris',
    countryIsoCode2: 'FR',
    latitude: 48.8585,
    longitude: 2.3801,
    openingHours: hours.slice(0, 5),
    distanceKm: 1.2,
  },
];

function carrier(
  id: number,
  code: string,
  type: 'home' | 'relay',
  name: string,
  cents: number,
  express = false,
): TCarrier {
  return {
    id,
    rank: id,
    code,
    logo: `/media/carriers/${code}.svg`,
    type,
    serviceName: code,
    name,
    description: `${name} description`,
    express,
    delayDays: express ? 1 : 2,
    price: {
      id: id * 10,
      freeShipping: false,
      freeShippingAmount: 99,
      amount: cents,
      priceWithoutDuty: cents / 120,
      priceWithDuty: cents / 100,
    },
    deliveryDate: {
      id: id * 100,
      shippingDate: dayFromToday(0),
      deliveryDate: dayFromToday(express ? 1 : 2),
      label: formatDeliveryDate(dayFromToday(express ? 1 : 2), 'fr'),
    },
  };
}

export const CARRIERS: TCarrier[] = [
  carrier(1, 'colissimo_home', 'home', 'Colissimo Domicile', 495),
  carrier(2, 'express_home', 'home', 'Chronopost Express', 990, true),
  carrier(3, 'relay', 'relay', 'Point relais', 390),
];
