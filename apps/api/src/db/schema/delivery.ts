import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries } from './site';
import { stores } from './stores';
import type { OpeningDayJson } from './types';

/** Where each store delivers, carriers with their rates, and relay points (journey 3, 4, 9). */

/** The countries a store delivers, in the order its address form lists them. */
export const storeDeliveryCountries = pgTable(
  'store_delivery_countries',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    isoCode2: text('iso_code2')
      .notNull()
      .references(() => countries.isoCode2, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.isoCode2] })],
);

export const carriers = pgTable(
  'carriers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rank: integer('rank').notNull(),
    /** Names and descriptions are texts of @shop/i18n under `delivery.carriers.<code>`. */
    code: text('code').notNull(),
    logo: text('logo').notNull(),
    type: text('type', { enum: ['home', 'relay'] }).notNull(),
    serviceName: text('service_name').notNull(),
    /** Days, possibly fractional (a 1.5-day service); shoppers see it rounded up. */
    delayDays: numeric('delay_days', { precision: 4, scale: 1 }).notNull(),
    express: boolean('express').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('carriers_code_key').on(table.code),
    check('carriers_type_known', sql`${table.type} IN ('home', 'relay')`),
    check('carriers_delay_positive', sql`${table.delayDays} >= 0`),
  ],
);

/** A carrier's price to a country for parcels up to a weight: one row per weight band. */
export const carrierRates = pgTable(
  'carrier_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    countryIsoCode2: text('country_iso_code2')
      .notNull()
      .references(() => countries.isoCode2, { onDelete: 'cascade' }),
    maxWeightGrams: integer('max_weight_grams').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    uniqueIndex('carrier_rates_band_key').on(
      table.carrierId,
      table.countryIsoCode2,
      table.maxWeightGrams,
    ),
    check('carrier_rates_weight_positive', sql`${table.maxWeightGrams} > 0`),
    check('carrier_rates_price_positive', sql`${table.priceCents} >= 0`),
  ],
);

export const relayPoints = pgTable(
  'relay_points',
  {
    /** The network's reference, e.g. `FR-00042`. */
    id: text('id').primaryKey(),
    countryIsoCode2: text('country_iso_code2')
      .notNull()
      .references(() => countries.isoCode2, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    /**
     * The city lower-cased without accents or punctuation ("Málaga" is "malaga"), written by
     * the same function that reads searches: PGlite has no unaccent extension.
     */
    cityKey: text('city_key').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningDayJson[]>().notNull(),
  },
  (table) => [
    // text_pattern_ops: searches match a postcode or a city by prefix (LIKE '750%').
    index('relay_points_country_zip').on(
      table.countryIsoCode2,
      table.zipCode.op('text_pattern_ops'),
    ),
    index('relay_points_country_city').on(
      table.countryIsoCode2,
      table.cityKey.op('text_pattern_ops'),
    ),
    check('relay_points_latitude', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('relay_points_longitude', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);
