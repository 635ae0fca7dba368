import type {
  TAddress,
  TAddressRequest,
  TBasketDetail,
  TCarrier,
  TDeliveryCountry,
  TRelayPoint,
} from '@shop/api-client';
import { addressErrorKey, validateAddress, type AddressInput } from '@shop/domain/address';
import { messages } from '@shop/i18n';
import { CARRIERS, dayFromToday, paris, RELAY_POINTS } from './delivery-fixtures';

type Json = (status: number, body?: unknown) => Response;

interface DetailBody {
  basketItems: { productId: number; productSizeId: number; quantity: number }[];
  basketPromotion?: { code?: string | null } | null;
  carrierId?: number | null;
  shippingAddressId?: number | null;
  relayPointId?: string | null;
}

/**
 * The delivery half of the fake API: address books per customer (validated with the domain
 * rule, answering 422 with French messages as the API does), countries, carriers, relay
 * points, the basket detail with a chosen delivery, and the templates call.
 */
export class FakeDelivery {
  countries: TDeliveryCountry[] = [
    { isoCode2: 'FR', name: 'France', zipCodeExample: '75011' },
    { isoCode2: 'BE', name: 'Belgique', zipCodeExample: '1000' },
  ];
  carriers: TCarrier[] = CARRIERS;
  relayPoints: TRelayPoint[] = RELAY_POINTS;
  /** Field messages the next address save answers with (a server-only refusal). */
  serverErrors: Record<string, string> | null = null;
  /** Prices of the products the basket detail knows; without any, /basket/detail is a 404. */
  prices = new Map<number, { price: number; originPrice: number }>();
  /** Products sold out since they were added: the recalculation drops their lines. */
  soldOut = new Set<number>();
  seasonalBanner: Record<string, string> | null = null;
  /** The back office's free-delivery threshold, in euros. */
  freeShippingAmount = 99;
  /** What the carriers' figures promise in the store's country (the seed's: relay 3.5 days). */
  deliveryPromises = {
    home: { price: 4.95, days: 2 },
    relay: { price: 3.95, days: 4 },
    express: { price: 12.95, days: 1 },
  };
  private books = new Map<number, TAddress[]>();
  private serial = 100;

  addresses(customerId: number): TAddress[] {
    return this.books.get(customerId) ?? [];
  }

  setAddresses(customerId: number, addresses: TAddress[]) {
    this.books.set(customerId, addresses);
  }

  answer(
    json: Json,
    route: string,
    query: URLSearchParams,
    body: unknown,
    customerId: number | undefined,
  ) {
    if (route.startsWith('GET /checkout/relay-points/')) {
      const id = decodeURIComponent(route.slice('GET /checkout/relay-points/'.length));
      const point = this.relayPoints.find((p) => p.id === id);
      return point ? json(200, { ...point, distanceKm: null }) : json(404, { status: 404 });
    }
    if (route === 'GET /checkout/relay-points') {
      const latitude = query.get('latitude');
      if (latitude !== null)
        return json(200, {
          origin: {
            label: 'Paris',
            latitude: Number(latitude),
            longitude: Number(query.get('longitude')),
          },
          relayPoints: this.relayPoints,
        });
      const search = query.get('search') ?? '';
      const found = search === '00000' ? [] : this.relayPoints;
      return json(200, {
        origin: found.length
          ? { label: `${search} Paris`, latitude: 48.857, longitude: 2.37 }
          : null,
        relayPoints: found,
      });
    }
    if (route === 'GET /checkout/countries') return json(200, this.countries);
    if (route === 'GET /checkout/carriers/free-shipping')
      return json(200, { freeShipping: this.freeShippingAmount, delivery: this.deliveryPromises });
    if (route === 'POST /checkout/carriers')
      return json(200, {
        countryIsoCode: (body as { countryIsoCode: string }).countryIsoCode,
        weight: 900,
        carriers: this.carriers,
        notices: [],
      });
    if (route.startsWith('GET /templates'))
      return json(200, {
        templates: this.seasonalBanner
          ? [
              {
                type: 'seasonal_banner',
                slug: 'seasonal_banner',
                seasonalBanner: this.seasonalBanner,
              },
            ]
          : [],
      });
    if (route === 'POST /basket/detail' && this.prices.size > 0)
      return json(200, this.detail(body as DetailBody, customerId));
    if (!route.includes('/secure/account/addresses')) return null;
    if (customerId === undefined) return json(401, { message: 'expired', status: 401 });
    return this.addressBook(json, route, body as TAddressRequest & { id?: number }, customerId);
  }

  private addressBook(
    json: Json,
    route: string,
    body: TAddressRequest & { id?: number },
    customerId: number,
  ) {
    const book = this.addresses(customerId);
    if (route === 'GET /secure/account/addresses') return json(200, book);
    if (route.startsWith('DELETE ')) {
      if (book.length === 1) return json(409, { message: 'last address', status: 409 });
      const id = Number(route.split('/').pop());
      this.books.set(
        customerId,
        book.filter((address) => address.id !== id),
      );
      return json(204);
    }
    const refused = this.refusal(body);
    if (refused) return json(422, { ...refused, status: 422 });
    const existing = body.id ? book.find((address) => address.id === body.id) : undefined;
    if (body.id && !existing) return json(404, { message: 'not found', status: 404 });
    this.serial += 1;
    const saved: TAddress = {
      ...paris(),
      ...body,
      id: existing?.id ?? this.serial,
      label: body.label ?? null,
      streetDetails: body.streetDetails ?? null,
      company: body.company ?? null,
      state: body.state ?? null,
      countryName: this.countries.find((c) => c.isoCode2 === body.countryIsoCode2)?.name ?? null,
      default: Boolean(body.default) || book.length === 0 || Boolean(existing?.default),
    };
    const next = existing ? book.map((a) => (a.id === saved.id ? saved : a)) : [...book, saved];
    this.books.set(
      customerId,
      saved.default ? next.map((a) => (a.id === saved.id ? a : { ...a, default: false })) : next,
    );
    return json(existing ? 200 : 201, saved);
  }

  /**
   * As the API: one message per field; the summary is the spec's line when a required field is
   * missing, else the first field's message.
   */
  private refusal(body: TAddressRequest) {
    const texts = messages.fr.delivery.address.errors as Record<string, string>;
    if (this.serverErrors) {
      const errors = this.serverErrors;
      this.serverErrors = null;
      return { message: Object.values(errors)[0] ?? texts.saveFailed!, errors };
    }
    const check = validateAddress(
      body as AddressInput,
      this.countries.map((c) => c.isoCode2),
    );
    if (check.valid) return null;
    const errors = Object.fromEntries(
      Object.entries(check.errors).map(([field, error]) => [
        field,
        texts[addressErrorKey(field as keyof AddressInput, error)] ?? error,
      ]),
    );
    const message = check.missingRequired ? texts.requiredFields! : Object.values(errors)[0]!;
    return { message, errors };
  }

  private detail(body: DetailBody, customerId: number | undefined): TBasketDetail {
    let origin = 0;
    let goods = 0;
    const sold = (item: { productId: number }) => this.soldOut.has(item.productId);
    const items = body.basketItems
      .filter((item) => !sold(item))
      .map((item) => {
        const known = this.prices.get(item.productId) ?? { price: 10, originPrice: 10 };
        origin += known.originPrice * item.quantity;
        goods += known.price * item.quantity;
        return {
          ...item,
          quantityAvailable: 10,
          originPrice: known.originPrice,
          price: known.price,
          dutyFreePrice: known.price / 1.2,
          discountAmountWithDuty: known.originPrice - known.price,
        };
      });
    const round = (value: number) => Math.round(value * 100) / 100;
    const chosen = this.carriers.find((c) => c.id === body.carrierId) ?? null;
    const address =
      customerId && body.shippingAddressId
        ? (this.addresses(customerId).find((a) => a.id === body.shippingAddressId) ?? null)
        : null;
    const shipping = chosen ? chosen.price.amount : 495;
    return {
      basketItems: items,
      removedItems: body.basketItems
        .filter(sold)
        .map(({ productId, productSizeId }) => ({ productId, productSizeId, reason: 'sold_out' })),
      basketPromotion: null,
      originPrice: round(origin),
      price: round(goods),
      dutyFreePrice: round(goods / 1.2),
      defaultCarrier: {
        code: 'colissimo_home',
        name: 'Colissimo Domicile',
        amount: 495,
        freeShipping: false,
        freeShippingAmount: 99,
        priceWithDuty: 4.95,
        deliveryDate: dayFromToday(2),
      },
      priceWithDefaultCarrier: round(goods + 4.95),
      freeShippingAmount: 99,
      countryIsoCode: 'FR',
      device: 0,
      weight: 900,
      shippingAddress: address,
      relayPoint: this.relayPoints.find((p) => p.id === body.relayPointId) ?? null,
      carrier: chosen && {
        id: chosen.id,
        code: chosen.code,
        name: chosen.name,
        type: chosen.type,
        express: chosen.express,
        amount: chosen.price.amount,
        priceWithDuty: chosen.price.priceWithDuty,
        freeShipping: false,
        shippingDeliveryDate: chosen.deliveryDate.deliveryDate,
        deliveryDateLabel: chosen.deliveryDate.label,
      },
      priceWithCarrier: round(goods + shipping / 100),
      deliveryNotices: [],
    };
  }
}
