import type {
  TAddress,
  TBasketCarrier,
  TCarrier,
  TDeliveryNotice,
  TRelayPoint,
} from '@shop/api-client/schemas';
import { defaultCarrier, type CarrierType, type DeliveryNotice } from '@shop/domain/delivery';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../infra/ttl-cache';
import { findAddress } from '../account/address-view';
import type { PricedBasket } from '../shopper/price-basket';
import { loadCarriers } from './carrier-table';
import { loadDeliverableIsoCodes } from './deliverable-countries';
import { quoteCarrier, quoteCarriers, type Shipment } from './quote-carriers';
import { findRelayPoint } from './relay-points';
import { deliveryNotice } from './texts';

/** The delivery a basket names (journey section 3); address and relay point are exclusive. */
export interface DeliveryChoiceInput {
  carrierId?: number | null;
  shippingAddressId?: number | null;
  relayPointId?: string | null;
  countryIsoCode?: string | null;
}

export interface DeliveryContext {
  storeId: StoreId;
  locale: Locale;
  now: Date;
  freeShippingAmount: number;
  /** The signed-in customer; needed for an address of the book. */
  customerId: number | null;
  cache: TtlCache;
  noCache: boolean;
}

export interface BasketDelivery {
  shippingAddress: TAddress | null;
  relayPoint: TRelayPoint | null;
  carrier: TBasketCarrier | null;
  /** What the basket costs to deliver before a carrier is chosen (defaultCarrier of domain). */
  defaultCarrier: TCarrier | null;
  deliveryNotices: TDeliveryNotice[];
}

/** The address is not in the caller's book, or the relay point does not exist. */
export class DeliveryRefusedError extends Error {
  constructor(readonly reason: 'address_not_found' | 'relay_point_not_found') {
    super(reason);
    this.name = 'DeliveryRefusedError';
  }
}

const toBasketCarrier = (carrier: TCarrier): TBasketCarrier => ({
  id: carrier.id,
  code: carrier.code,
  name: carrier.name,
  type: carrier.type,
  express: carrier.express,
  amount: carrier.price.amount,
  priceWithDuty: carrier.price.priceWithDuty,
  freeShipping: carrier.price.freeShipping,
  shippingDeliveryDate: carrier.deliveryDate.deliveryDate,
  deliveryDateLabel: carrier.deliveryDate.label,
});

const RELAY_POINT_TTL_S = 300;

async function destination(db: Db, choice: DeliveryChoiceInput, context: DeliveryContext) {
  const deliverable = await loadDeliverableIsoCodes(
    db,
    context.cache,
    context.storeId,
    context.noCache,
  );
  let shippingAddress: TAddress | null = null;
  let relayPoint: TRelayPoint | null = null;
  if (choice.shippingAddressId != null) {
    shippingAddress = context.customerId
      ? await findAddress(
          db,
          context.customerId,
          choice.shippingAddressId,
          context.locale,
          deliverable,
        )
      : null;
    if (!shippingAddress) throw new DeliveryRefusedError('address_not_found');
  }
  if (choice.relayPointId != null) {
    // Reference data only the seed writes: every basket and order of a sale asks for it.
    const id = choice.relayPointId;
    relayPoint = await context.cache.get(
      `relay-point:${id}`,
      RELAY_POINT_TTL_S,
      () => findRelayPoint(db, id),
      context.noCache,
    );
    if (!relayPoint) throw new DeliveryRefusedError('relay_point_not_found');
  }
  const country =
    shippingAddress?.countryIsoCode2 ??
    relayPoint?.countryIsoCode2 ??
    choice.countryIsoCode ??
    deliverable[0] ??
    '';
  const type: CarrierType | null = relayPoint ? 'relay' : shippingAddress ? 'home' : null;
  return { deliverable, shippingAddress, relayPoint, country: country.toUpperCase(), type };
}

/**
 * The delivery part of POST /basket/detail: the chosen address or relay point, and the chosen
 * carrier priced for this basket when it can take it to that destination; before any choice,
 * the default carrier of the country asked (else the store's own) from the carriers table.
 * Notices say why the destination cannot be served (country, weight, express) and why the
 * chosen carrier was dropped (another type than the destination's, or not to this country or
 * weight); none before the shopper names a delivery.
 */
export async function resolveDelivery(
  db: Db,
  choice: DeliveryChoiceInput,
  basket: PricedBasket,
  context: DeliveryContext,
): Promise<BasketDelivery> {
  const asked =
    choice.carrierId != null || choice.shippingAddressId != null || choice.relayPointId != null;
  const [where, table] = await Promise.all([
    destination(db, choice, context),
    loadCarriers(db, context.cache, context.noCache),
  ]);
  const shipment: Shipment = {
    country: where.country,
    deliverable: where.deliverable,
    weightGrams: basket.weightGrams,
    goodsPrice: basket.amounts.price,
    freeShippingAmount: context.freeShippingAmount,
    vatRate: basket.vatRate,
    now: context.now,
    locale: context.locale,
  };
  const ofType = table.filter((carrier) => !where.type || carrier.type === where.type);
  const quotes = quoteCarriers(ofType, shipment);
  // An empty basket ships nothing: no carrier to announce.
  const fallback = basket.lines.length > 0 ? defaultCarrier(quotes.carriers) : null;
  if (!asked)
    return {
      shippingAddress: null,
      relayPoint: null,
      carrier: null,
      defaultCarrier: fallback,
      deliveryNotices: [],
    };
  const notices = quotes.notices;
  let carrier: TCarrier | null = null;
  if (choice.carrierId != null) {
    // When nothing can go there, the notice already says so: no second one for the carrier.
    const blocked =
      notices.includes('country_not_deliverable') || notices.includes('no_delivery_mode');
    const chosen = ofType.find((row) => row.id === choice.carrierId);
    carrier = chosen && !blocked ? quoteCarrier(chosen, shipment) : null;
    if (!carrier && !blocked)
      notices.push(chosen?.express ? 'express_unavailable' : 'carrier_unavailable');
  }
  return {
    shippingAddress: where.shippingAddress,
    relayPoint: where.relayPoint,
    carrier: carrier ? toBasketCarrier(carrier) : null,
    defaultCarrier: fallback,
    deliveryNotices: unique(notices).map((code) => deliveryNotice(code, context.locale)),
  };
}

const unique = (codes: DeliveryNotice[]) => [...new Set(codes)];
