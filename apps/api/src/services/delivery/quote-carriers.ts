import type { TCarrier } from '@shop/api-client/schemas';
import { dutyFreePrice } from '@shop/domain/basket-pricing';
import {
  deliveryDate,
  deliveryDays,
  formatDeliveryDate,
  isFreeShipping,
  isoDate,
  rateForWeight,
  shippingCents,
  type DeliveryNotice,
} from '@shop/domain/delivery';
import type { Locale } from '@shop/domain/locales';
import { fromCents } from '@shop/domain/money';
import type { CarrierRateRow, CarrierRow } from './carrier-table';
import { carrierTexts } from './texts';

/** What prices a carrier: the destination, the parcel and the goods it holds. */
export interface Shipment {
  /** Upper-cased ISO code of the destination. */
  country: string;
  /** The store's deliverable countries. */
  deliverable: readonly string[];
  weightGrams: number;
  /** Goods after the promotion, in euros: free shipping is decided on it. */
  goodsPrice: number;
  freeShippingAmount: number;
  vatRate: number;
  now: Date;
  locale: Locale;
}

export interface CarrierQuotes {
  carriers: TCarrier[];
  notices: DeliveryNotice[];
}

/**
 * The carriers that take this parcel to this country, by rank, priced; and why none or not
 * every one can: the country is not the store's, no band holds the weight, or the express
 * service of the country cannot take this parcel.
 */
export function quoteCarriers(table: readonly CarrierRow[], shipment: Shipment): CarrierQuotes {
  if (!shipment.deliverable.includes(shipment.country))
    return { carriers: [], notices: ['country_not_deliverable'] };
  const serving = table.filter((carrier) => carrier.rates.has(shipment.country));
  const quoted = serving.flatMap((carrier) => {
    const quote = quoteCarrier(carrier, shipment);
    return quote ? [quote] : [];
  });
  if (quoted.length === 0) return { carriers: [], notices: ['no_delivery_mode'] };
  const expressLost =
    serving.some((carrier) => carrier.express) && !quoted.some((carrier) => carrier.express);
  return { carriers: quoted, notices: expressLost ? ['express_unavailable'] : [] };
}

/** One carrier priced for the shipment; null when it does not serve the country or weight. */
export function quoteCarrier(carrier: CarrierRow, shipment: Shipment): TCarrier | null {
  const rate = rateForWeight(carrier.rates.get(shipment.country) ?? [], shipment.weightGrams);
  // rateForWeight answers one of the rows it was given, so the row keeps its id.
  return rate ? toCarrier(carrier, rate as CarrierRateRow, shipment) : null;
}

function toCarrier(carrier: CarrierRow, rate: CarrierRateRow, shipment: Shipment): TCarrier {
  const freeShipping = isFreeShipping(
    shipment.goodsPrice,
    shipment.freeShippingAmount,
    carrier.express,
  );
  const amount = shippingCents(rate.priceCents, freeShipping);
  const arrives = deliveryDate(shipment.now, carrier.delayDays);
  return {
    id: carrier.id,
    rank: carrier.rank,
    code: carrier.code,
    logo: carrier.logo,
    type: carrier.type,
    ...carrierTexts(carrier.code, carrier.serviceName, shipment.locale),
    express: carrier.express,
    delayDays: deliveryDays(carrier.delayDays),
    price: {
      id: rate.id,
      freeShipping,
      freeShippingAmount: shipment.freeShippingAmount,
      amount,
      priceWithoutDuty: dutyFreePrice(fromCents(amount), shipment.vatRate),
      priceWithDuty: fromCents(amount),
    },
    deliveryDate: {
      id: carrier.id,
      shippingDate: isoDate(shipment.now),
      deliveryDate: isoDate(arrives),
      label: formatDeliveryDate(arrives, shipment.locale),
    },
  };
}
