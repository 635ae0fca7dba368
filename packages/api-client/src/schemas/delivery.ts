import {
  ADDRESS_LABEL_MAX_LENGTH,
  ADDRESS_TEXT_MAX_LENGTH,
  validateAddress,
  type AddressInput,
} from '@shop/domain/address';
import { RELAY_SEARCH_MAX_LENGTH, RELAY_SEARCH_MIN_LENGTH } from '@shop/domain/delivery';
import { PROMO_CODE_MAX_LENGTH } from '@shop/domain/promotion';
import { z } from 'zod';
import { zLine, zText } from './text';
import { ZId } from './common';

/**
 * Addresses, deliverable countries, carriers and relay points (journey sections 3, 4, 7 and 9).
 * The address form and the API validate with the same schema and the same domain rule.
 */

const text = (max = ADDRESS_TEXT_MAX_LENGTH) => zLine().max(max * 2);
const optionalText = (max = ADDRESS_TEXT_MAX_LENGTH) => text(max).nullable().optional();

/**
 * The shape of an address sent by the form: types and sizes only. The rules with their
 * messages (required fields, postcode and phone per country, deliverable country) are
 * `validateAddress`, which needs the store's deliverable countries: the API answers them as a
 * 422 with one message per field, in the shopper's language.
 */
export const ZAddressRequest = z.object({
  label: optionalText(ADDRESS_LABEL_MAX_LENGTH),
  civility: z.number().int().min(1).max(2).nullable(),
  lastName: text(),
  firstName: text(),
  street: text(),
  streetDetails: optionalText(),
  zipCode: text(20),
  city: text(),
  state: optionalText(),
  countryIsoCode2: zText().max(2),
  phoneNumber: text(30),
  company: optionalText(),
  default: z.boolean().optional(),
});

/** PATCH /secure/account/addresses: the spec puts the id in the body. */
export const ZAddressUpdateRequest = ZAddressRequest.extend({ id: ZId });

/** Checks an address request against the rules for a store's deliverable countries. */
export function checkAddress(input: TAddressRequest, deliverable: readonly string[]) {
  return validateAddress(input as AddressInput, deliverable);
}

/** 422 of an address: one translated message per field, and the spec's summary line. */
export const ZFieldErrors = z.object({
  message: zText(),
  status: z.literal(422),
  errors: z.record(zText(), zText()),
});

/** A country the store delivers, with what the form needs to help the shopper. */
export const ZDeliveryCountry = z.object({
  isoCode2: zText().length(2),
  name: zText(),
  zipCodeExample: zText().nullable(),
});

/** GET /checkout/countries: the store's deliverable countries, its own country first. */
export const ZDeliveryCountries = z.array(ZDeliveryCountry);

const ZEuros = z.number().nonnegative();

export const ZCarrierType = z.enum(['home', 'relay']);

/** A carrier for the basket's country and weight (section 3), priced by the server. */
export const ZCarrier = z.object({
  id: ZId,
  rank: z.number().int(),
  code: zText(),
  /** Path of the carrier's logo, served by the API. */
  logo: zText(),
  type: ZCarrierType,
  serviceName: zText(),
  name: zText(),
  description: zText(),
  express: z.boolean(),
  /** Whole days, rounded up (section 9). */
  delayDays: z.number().int().nonnegative(),
  price: z.object({
    id: ZId,
    freeShipping: z.boolean(),
    freeShippingAmount: ZEuros,
    /** In cents (section 9), 0 when free. */
    amount: z.number().int().nonnegative(),
    priceWithoutDuty: ZEuros,
    priceWithDuty: ZEuros,
  }),
  deliveryDate: z.object({
    id: ZId,
    shippingDate: z.iso.date(),
    deliveryDate: z.iso.date(),
    /** Weekday, day and month in the request's language (section 9). */
    label: zText(),
  }),
});

export const ZDeliveryNoticeCode = z.enum([
  'no_delivery_mode',
  'country_not_deliverable',
  'express_unavailable',
  'carrier_unavailable',
]);

/** Why no carrier, or not every carrier, can take the basket, in the request's language. */
export const ZDeliveryNotice = z.object({ code: ZDeliveryNoticeCode, message: zText() });

/** POST /checkout/carriers: the carriers for a basket sent to a country. */
export const ZCarriersRequest = z.object({
  basketItems: z
    .array(
      z.object({
        productId: ZId,
        productSizeId: ZId,
        quantity: z.number().int().min(0).max(999),
      }),
    )
    .max(100),
  basketPromotion: z
    .object({ code: zLine().max(PROMO_CODE_MAX_LENGTH).nullable().optional() })
    .nullable()
    .optional(),
  countryIsoCode: zText().regex(/^[A-Za-z]{2}$/, 'expected a 2-letter country code'),
});

export const ZCarriers = z.object({
  countryIsoCode: zText().length(2),
  /** Weight of the basket in grams. */
  weight: z.number().int().nonnegative(),
  carriers: z.array(ZCarrier),
  notices: z.array(ZDeliveryNotice),
});

const ZTime = zText().regex(/^\d{2}:\d{2}$/);

export const ZOpeningDay = z.object({
  day: z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(6),
    z.literal(7),
  ]),
  periods: z.array(z.object({ open: ZTime, close: ZTime })),
});

export const ZRelayPoint = z.object({
  /** The network's reference, e.g. `FR-00042`. */
  id: zText(),
  name: zText(),
  street: zText(),
  zipCode: zText(),
  city: zText(),
  countryIsoCode2: zText().length(2),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(ZOpeningDay),
  /** From the searched place; null when the point was loaded by id. */
  distanceKm: z.number().nonnegative().nullable(),
});

/** A coordinate in degrees, a number or its text in a query string. */
const ZCoordinate = (limit: number) => z.coerce.number<number | string>().min(-limit).max(limit);

/**
 * GET /checkout/relay-points?countryIsoCode=FR&search=75011 (postcode or city), or
 * `&latitude=48.85&longitude=2.37` instead of the search: the shopper's position, from the
 * browser's geolocation.
 */
export const ZRelayPointSearch = z
  .object({
    countryIsoCode: zText().regex(/^[A-Za-z]{2}$/, 'expected a 2-letter country code'),
    search: zLine().trim().min(RELAY_SEARCH_MIN_LENGTH).max(RELAY_SEARCH_MAX_LENGTH).optional(),
    latitude: ZCoordinate(90).optional(),
    longitude: ZCoordinate(180).optional(),
  })
  .superRefine((query, context) => {
    const position = query.latitude !== undefined || query.longitude !== undefined;
    if (position && query.search !== undefined)
      context.addIssue({ code: 'custom', path: ['search'], message: 'a search or a position' });
    else if (position)
      for (const key of ['latitude', 'longitude'] as const) {
        if (query[key] === undefined)
          context.addIssue({ code: 'custom', path: [key], message: 'expected both coordinates' });
      }
    else if (query.search === undefined)
      context.addIssue({ code: 'custom', path: ['search'], message: 'expected a place' });
  });

/** GET /checkout/relay-points/{id}: the carrier's reference of a relay point. */
export const ZRelayPointIdParams = z.object({
  id: zLine().regex(/^[A-Za-z0-9-]{1,32}$/, 'expected a relay point reference'),
});

export const ZRelayPoints = z.object({
  /** The place the search matched, the centre of the map; null when nothing matched. */
  origin: z.object({ label: zText(), latitude: z.number(), longitude: z.number() }).nullable(),
  relayPoints: z.array(ZRelayPoint),
});

export type TAddressRequest = z.infer<typeof ZAddressRequest>;
export type TAddressUpdateRequest = z.infer<typeof ZAddressUpdateRequest>;
export type TFieldErrors = z.infer<typeof ZFieldErrors>;
export type TDeliveryCountry = z.infer<typeof ZDeliveryCountry>;
export type TCarrier = z.infer<typeof ZCarrier>;
export type TDeliveryNotice = z.infer<typeof ZDeliveryNotice>;
export type TCarriersRequest = z.input<typeof ZCarriersRequest>;
export type TCarriers = z.infer<typeof ZCarriers>;
export type TRelayPoint = z.infer<typeof ZRelayPoint>;
export type TRelayPointSearch = z.input<typeof ZRelayPointSearch>;
export type TRelayPoints = z.infer<typeof ZRelayPoints>;
