import {
  ZCarriers,
  ZDeliveryCountries,
  ZFreeShipping,
  type TCarriers,
  type TFreeShipping,
  type TDeliveryCountry,
} from '@shop/api-client/schemas';
import { dutyFreePrice } from '@shop/domain/basket-pricing';
import { deliveryDate, formatDeliveryDate, isoDate } from '@shop/domain/delivery';
import { messages } from '@shop/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, knownParcel, type Parcel } from './support/delivery';
import { ADMIN, shopperApi } from './support/shopper';

const { api, database } = shopperApi();

let parcel: Parcel;
// One product of 1.2 kg at 10 €: the quantity sets the basket's weight and price.
beforeAll(async () => {
  parcel = await knownParcel(database(), { weightGrams: 1200, price: '10.00' });
});

type Headers = Record<string, string>;
const store = (id: string, language = id): Headers => ({
  'X-Store': id,
  'Accept-Language': language,
});

const carriers = async (quantity: number, country: string, headers: Headers = store('fr')) => {
  const answer = await api.post<TCarriers>(
    '/checkout/carriers',
    { basketItems: items(parcel, quantity), countryIsoCode: country },
    headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZCarriers.parse(answer.body);
};
const codes = (answer: TCarriers) => answer.carriers.map((carrier) => carrier.code);
const amounts = (answer: TCarriers) => answer.carriers.map((carrier) => carrier.price.amount);
const notices = (answer: TCarriers) => answer.notices.map((notice) => notice.code);

describe('GET /checkout/countries', () => {
  const countries = async (headers: Headers) => {
    const answer = await api.get<TDeliveryCountry[]>('/checkout/countries', headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    return ZDeliveryCountries.parse(answer.body);
  };

  it("lists the store's countries, its own first, named in the request language", async () => {
    expect(await countries(store('fr'))).toEqual([
      { isoCode2: 'FR', name: 'France', zipCodeExample: '75011' },
      { isoCode2: 'BE', name: 'Belgique', zipCodeExample: '1000' },
      { isoCode2: 'LU', name: 'Luxembourg', zipCodeExample: '1111' },
    ]);
    expect((await countries(store('es'))).map((country) => country.name)).toEqual([
      'España',
      'Portugal',
    ]);
    expect((await countries(store('be', 'nl'))).map((country) => country.isoCode2)).toEqual([
      'BE',
      'NL',
      'LU',
      'FR',
    ]);
    expect((await countries(store('de'))).map((country) => country.name)).toEqual([
      'Deutschland',
      'Österreich',
    ]);
    const international = await countries(store('int', 'en'));
    expect(international).toHaveLength(10);
    expect(international.map((country) => country.isoCode2)).not.toContain('GB');
    expect(international.find((country) => country.isoCode2 === 'IE')?.name).toBe('Ireland');
  });
});

describe('GET /checkout/carriers/free-shipping', () => {
  it('answers what delivery costs and takes in the store’s country, from the carriers', async () => {
    const french = await api.get<TFreeShipping>('/checkout/carriers/free-shipping', store('fr'));
    expect(french.headers.get('vary')).toContain('X-Store');
    // The relay carrier takes 3.5 days: 4, not the 48 h a sentence said.
    expect(ZFreeShipping.parse(french.body).delivery).toEqual({
      home: { price: 4.95, days: 2 },
      relay: { price: 3.95, days: 4 },
      express: { price: 12.95, days: 1 },
    });
    const german = await api.get<TFreeShipping>('/checkout/carriers/free-shipping', store('de'));
    // What a light parcel then costs with Colissimo in Germany (basket-delivery.test.ts).
    expect(german.body.delivery.home).toEqual({ price: 5.85, days: 2 });
  });
});

describe('POST /checkout/carriers', () => {
  it('offers every carrier by rank to a light parcel, priced in cents', async () => {
    const answer = await carriers(1, 'fr');
    expect(answer).toMatchObject({ countryIsoCode: 'FR', weight: 1200, notices: [] });
    expect(codes(answer)).toEqual(['colissimo_home', 'relay', 'express_home']);
    expect(answer.carriers.map((carrier) => carrier.rank)).toEqual([1, 2, 3]);
    expect(amounts(answer)).toEqual([795, 595, 1895]);
    expect(answer.carriers[0]).toMatchObject({
      type: 'home',
      express: false,
      name: messages.fr.delivery.carriers.colissimo_home.name,
      description: messages.fr.delivery.carriers.colissimo_home.description,
      logo: '/api/v5/media/carriers/colissimo_home.svg',
      delayDays: 2,
      price: {
        freeShipping: false,
        freeShippingAmount: 99,
        priceWithDuty: 7.95,
        priceWithoutDuty: dutyFreePrice(7.95, 20),
      },
    });
    expect(answer.carriers[1]).toMatchObject({ type: 'relay', delayDays: 4 });
    // Abroad costs more: Austria from the German store.
    expect(amounts(await carriers(1, 'AT', store('de')))).toEqual([1105, 825, 2645]);
  });

  it('takes express away from a heavy parcel and says so', async () => {
    const heavy = await carriers(5, 'FR');
    expect(heavy.weight).toBe(6000);
    expect(codes(heavy)).toEqual(['colissimo_home', 'relay']);
    expect(amounts(heavy)).toEqual([1195, 895]);
    expect(heavy.notices).toEqual([
      { code: 'express_unavailable', message: messages.fr.delivery.notices.express_unavailable },
    ]);
    // Above 20 kg only home delivery is left; above 30 kg nothing.
    expect(codes(await carriers(20, 'FR'))).toEqual(['colissimo_home']);
    const tooHeavy = await carriers(26, 'FR', store('fr', 'es'));
    expect(tooHeavy).toMatchObject({ weight: 31_200, carriers: [] });
    expect(tooHeavy.notices).toEqual([
      { code: 'no_delivery_mode', message: messages.es.delivery.notices.no_delivery_mode },
    ]);
  });

  it('offers no express where it does not go, without a notice', async () => {
    const portugal = await carriers(1, 'PT', store('es'));
    expect(codes(portugal)).toEqual(['colissimo_home', 'relay']);
    expect(notices(portugal)).toEqual([]);
    expect(codes(await carriers(1, 'IE', store('int', 'en')))).toEqual(['colissimo_home', 'relay']);
  });

  it('delivers only the countries of the store', async () => {
    for (const [country, headers] of [
      ['ES', store('fr')],
      ['GB', store('fr')],
      ['CH', store('int', 'en')],
      ['ES', store('it')],
    ] as const) {
      const answer = await carriers(1, country, headers);
      expect(answer.carriers, country).toEqual([]);
      expect(notices(answer), country).toEqual(['country_not_deliverable']);
    }
    const italian = await carriers(1, 'FR', store('it'));
    expect(italian.notices[0]?.message).toBe(messages.it.delivery.notices.country_not_deliverable);
  });

  it('ships free from the back-office threshold, never express', async () => {
    // Three items: 30 €.
    const set = (amount: number) =>
      api.call('PATCH', '/admin/settings', { freeShippingAmount: amount }, ADMIN);
    try {
      expect((await set(30.01)).status).toBe(200);
      const below = await carriers(3, 'FR');
      expect(below.carriers.map((carrier) => carrier.price.freeShipping)).toEqual([
        false,
        false,
        false,
      ]);
      expect(amounts(below)).toEqual([795, 595, 1895]);
      await set(30);
      const at = await carriers(3, 'FR');
      expect(at.carriers.map((carrier) => carrier.price.freeShipping)).toEqual([true, true, false]);
      expect(amounts(at)).toEqual([0, 0, 1895]);
      expect(at.carriers[0]?.price).toMatchObject({ freeShippingAmount: 30, priceWithDuty: 0 });
    } finally {
      await set(99);
    }
  });

  it('dates the delivery from today, labelled in the request language', async () => {
    const now = new Date();
    const french = await carriers(1, 'FR');
    const english = await carriers(1, 'FR', store('fr', 'en'));
    const home = deliveryDate(now, 2);
    const relay = deliveryDate(now, 3.5);
    expect(french.carriers[0]?.deliveryDate).toMatchObject({
      shippingDate: isoDate(now),
      deliveryDate: isoDate(home),
      label: formatDeliveryDate(home, 'fr'),
    });
    expect(french.carriers[1]?.deliveryDate.deliveryDate).toBe(isoDate(relay));
    expect(french.carriers[0]?.deliveryDate.label).toMatch(
      /^(lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2} [a-zéû]+$/,
    );
    expect(english.carriers[0]?.deliveryDate.label).toBe(formatDeliveryDate(home, 'en'));
    expect(english.carriers[0]?.deliveryDate.label).toMatch(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) \d{1,2} [A-Z][a-z]+$/,
    );
    expect(english.carriers[0]?.name).toBe(messages.en.delivery.carriers.colissimo_home.name);
  });

  it('answers 400 for a malformed request', async () => {
    for (const body of [
      { basketItems: items(parcel, 1), countryIsoCode: 'FRA' },
      { basketItems: items(parcel, 1) },
      { basketItems: [{ productId: 'x' }], countryIsoCode: 'FR' },
    ]) {
      const answer = await api.post('/checkout/carriers', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('serves a logo for each carrier', async () => {
    const { carriers: list } = await carriers(1, 'FR');
    for (const carrier of list) {
      const logo = await api.get<string>(carrier.logo.replace(/^\/api\/v5/, ''));
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toContain('image/svg+xml');
      expect(logo.headers.get('cache-control')).toContain('immutable');
      expect(logo.body).toMatch(/^<svg /);
    }
    expect((await api.get('/media/carriers/nope.svg')).status).toBe(404);
    expect((await api.get('/media/carriers/NOPE.png')).status).toBe(400);
  });
});
