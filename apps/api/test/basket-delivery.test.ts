import { ZBasketDetail, type TBasketDetail, type TCarriers } from '@shop/api-client/schemas';
import { deliveryDate, formatDeliveryDate, isoDate } from '@shop/domain/delivery';
import { messages } from '@shop/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { frenchAddress, items, knownParcel, spanishAddress, type Parcel } from './support/delivery';
import { shopperApi } from './support/shopper';

const { api, database, bearer, signUp } = shopperApi();

let parcel: Parcel;
let carrierIds: Record<string, number>;
let token: string;
let parisId: number;
let madridId: number;

// One product of 800 g at 25 €, a customer with a Paris address (and a Madrid one, written
// through the Spanish store), and the carriers' ids.
beforeAll(async () => {
  parcel = await knownParcel(database(), { weightGrams: 800, price: '25.00' });
  const answer = await api.post<TCarriers>('/checkout/carriers', {
    basketItems: items(parcel, 1),
    countryIsoCode: 'FR',
  });
  carrierIds = Object.fromEntries(
    answer.body.carriers.map((carrier) => [carrier.code, carrier.id]),
  );
  ({ token } = await signUp());
  const address = (body: unknown, store: string) =>
    api.post<{ id: number }>('/secure/account/addresses', body, {
      ...bearer(token),
      'X-Store': store,
    });
  parisId = (await address(frenchAddress(), 'fr')).body.id;
  madridId = (await address(spanishAddress(), 'es')).body.id;
});

const detail = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const answer = await api.post<TBasketDetail>(
    '/basket/detail',
    { basketItems: items(parcel, 1), ...body },
    headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZBasketDetail.parse(answer.body);
};
const notices = (basket: TBasketDetail) => basket.deliveryNotices.map((notice) => notice.code);

describe('POST /basket/detail with a delivery', () => {
  it('changes nothing for a basket that names no delivery', async () => {
    const basket = await detail({});
    expect(basket).toMatchObject({
      weight: 800,
      shippingAddress: null,
      relayPoint: null,
      carrier: null,
      deliveryNotices: [],
      priceWithCarrier: basket.priceWithDefaultCarrier,
    });
    // Before a choice: the first carrier by rank to France, at its real price (4,95 €).
    expect(basket.defaultCarrier).toMatchObject({
      code: 'colissimo_home',
      name: messages.fr.delivery.carriers.colissimo_home.name,
      amount: 495,
      priceWithDuty: 4.95,
      freeShipping: false,
    });
    expect(basket.priceWithDefaultCarrier).toBe(29.95);
  });

  it('announces before a choice what the carrier then costs, in the store’s country and language', async () => {
    const german = { 'X-Store': 'de', 'Accept-Language': 'de' };
    const basket = await detail({}, german);
    const carriers = await api.post<TCarriers>(
      '/checkout/carriers',
      { basketItems: items(parcel, 1), countryIsoCode: 'DE' },
      german,
    );
    const first = carriers.body.carriers[0]!;
    expect(first).toMatchObject({
      code: 'colissimo_home',
      name: messages.de.delivery.carriers.colissimo_home.name,
      serviceName: messages.de.delivery.carriers.colissimo_home.service,
    });
    expect(basket.defaultCarrier).toMatchObject({
      code: first.code,
      name: first.name,
      amount: first.price.amount,
      deliveryDate: first.deliveryDate.deliveryDate,
    });
    expect(basket.defaultCarrier?.amount).toBe(585);
    expect(basket.priceWithDefaultCarrier).toBe(
      (Math.round(basket.price * 100) + first.price.amount) / 100,
    );
    // A relay point named without its carrier yet: the relay carrier's price (3,95 €).
    const relay = await detail({ relayPointId: 'FR-00001' });
    expect(relay.defaultCarrier).toMatchObject({ code: 'relay', amount: 395 });
    // Nothing goes to a country the store does not deliver: no price announced.
    const nowhere = await detail({ countryIsoCode: 'JP' });
    expect(nowhere.defaultCarrier).toBeNull();
    expect(nowhere.priceWithDefaultCarrier).toBe(nowhere.price);
  });

  it('prices a relay carrier to a relay point', async () => {
    const basket = await detail({ relayPointId: 'FR-00001', carrierId: carrierIds.relay });
    expect(basket.relayPoint).toMatchObject({ id: 'FR-00001', distanceKm: null });
    const arrives = deliveryDate(new Date(), 3.5);
    expect(basket.carrier).toEqual({
      id: carrierIds.relay,
      code: 'relay',
      name: messages.fr.delivery.carriers.relay.name,
      type: 'relay',
      express: false,
      amount: 395,
      priceWithDuty: 3.95,
      freeShipping: false,
      shippingDeliveryDate: isoDate(arrives),
      deliveryDateLabel: formatDeliveryDate(arrives, 'fr'),
    });
    expect(basket.priceWithCarrier).toBe(28.95);
    expect(basket.deliveryNotices).toEqual([]);
  });

  it('drops a carrier of the wrong type for the destination, with a notice', async () => {
    const basket = await detail({
      relayPointId: 'FR-00001',
      carrierId: carrierIds.colissimo_home,
    });
    expect(basket.carrier).toBeNull();
    expect(basket.priceWithCarrier).toBe(basket.priceWithDefaultCarrier);
    expect(basket.deliveryNotices).toEqual([
      { code: 'carrier_unavailable', message: messages.fr.delivery.notices.carrier_unavailable },
    ]);
  });

  it("prices a home carrier to an address of the customer's book", async () => {
    const basket = await detail(
      { shippingAddressId: parisId, carrierId: carrierIds.colissimo_home },
      { ...bearer(token), 'Accept-Language': 'en' },
    );
    expect(basket.shippingAddress).toMatchObject({
      id: parisId,
      city: 'Paris',
      countryIsoCode2: 'FR',
      countryName: 'France',
      activeCountry: true,
    });
    expect(basket.carrier).toMatchObject({ code: 'colissimo_home', amount: 495 });
    expect(basket.carrier?.deliveryDateLabel).toBe(
      formatDeliveryDate(deliveryDate(new Date(), 2), 'en'),
    );
    expect(basket.priceWithCarrier).toBe(29.95);
  });

  it('drops express from a heavy basket and from a country it does not reach', async () => {
    const heavy = await detail(
      {
        basketItems: items(parcel, 7),
        shippingAddressId: parisId,
        carrierId: carrierIds.express_home,
      },
      bearer(token),
    );
    expect(heavy.weight).toBe(5600);
    expect(heavy.carrier).toBeNull();
    expect(notices(heavy)).toEqual(['express_unavailable']);
    const light = await detail(
      { shippingAddressId: parisId, carrierId: carrierIds.express_home },
      bearer(token),
    );
    expect(light.carrier).toMatchObject({ express: true, amount: 1295, freeShipping: false });
  });

  it('tells when the destination cannot be delivered from this store', async () => {
    const madrid = await detail(
      { shippingAddressId: madridId, carrierId: carrierIds.colissimo_home },
      { ...bearer(token), 'X-Store': 'fr' },
    );
    expect(madrid.shippingAddress).toMatchObject({ id: madridId, activeCountry: false });
    expect(madrid.carrier).toBeNull();
    expect(notices(madrid)).toEqual(['country_not_deliverable']);
    const fromSpain = await detail(
      { shippingAddressId: madridId, carrierId: carrierIds.colissimo_home },
      { ...bearer(token), 'X-Store': 'es' },
    );
    expect(fromSpain.carrier).toMatchObject({ code: 'colissimo_home', amount: 585 });
    const tooHeavy = await detail({ basketItems: items(parcel, 40), relayPointId: 'FR-00001' });
    expect(tooHeavy.carrier).toBeNull();
    expect(notices(tooHeavy)).toEqual(['no_delivery_mode']);
  });

  it('refuses an address and a relay point together, and unknown destinations', async () => {
    const both = await api.post(
      '/basket/detail',
      { basketItems: [], shippingAddressId: parisId, relayPointId: 'FR-00001' },
      bearer(token),
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ field: 'relayPointId' });
    const unknownRelay = await api.post('/basket/detail', {
      basketItems: [],
      relayPointId: 'FR-99999',
    });
    expect(unknownRelay.status).toBe(404);
    const noToken = await api.post('/basket/detail', {
      basketItems: [],
      shippingAddressId: parisId,
    });
    expect(noToken.status).toBe(401);
    const other = await signUp();
    const notYours = await api.post(
      '/basket/detail',
      { basketItems: [], shippingAddressId: parisId },
      bearer(other.token),
    );
    expect(notYours.status).toBe(404);
  });
});
