import { LOCALES } from '@shop/domain/locales';
import { buildStores, localStoreHosts, priceCountryKey } from '@shop/domain/stores';
import type { Db } from '../db/client';
import { daysFrom } from './dates';
import * as t from '../db/schema';
import type { SiteContext } from './site/context';
import { buildCountries } from './site/countries';
import { slugify } from './text';
import { MADE_IN, WATERMARK_BRANDS } from './vocabulary/brands';
import { COLOURS } from './vocabulary/colours';
import { ECO_LABELS, GENDER_NAMES, MARKET_LABELS } from './vocabulary/labels';
import { careTexts, MATERIALS } from './vocabulary/materials';

/**
 * The novelties listing shows products labelled new that arrived in the last two weeks: the
 * seed labels new some products of up to three weeks, so the window visibly narrows it.
 */
const NOVELTY_WINDOW_DAYS = 14;

/** Stores, settings, countries and every table products refer to. */
export async function seedReferenceData(db: Db, site: SiteContext): Promise<void> {
  await db.insert(t.stores).values(
    buildStores(localStoreHosts(3000)).map((store, position) => ({
      id: store.id,
      displayName: store.displayName,
      defaultLocale: store.defaultLocale,
      countryCode: store.countryCode,
      priceKey: priceCountryKey(store.id),
      isMain: store.isMain,
      position,
    })),
  );
  await db.insert(t.settings).values({
    id: 1,
    freeShippingAmount: site.freeShippingAmount.toFixed(2),
    noveltySince: daysFrom(site.referenceDate, -NOVELTY_WINDOW_DAYS),
  });
  await db.insert(t.countries).values(buildCountries());
  await db.insert(t.colours).values(COLOURS.map(({ hex, names }) => ({ hex, names })));
  await db
    .insert(t.genders)
    .values(
      Object.entries(GENDER_NAMES).map(([code, names], position) => ({ code, names, position })),
    );
  await db.insert(t.brands).values(
    site.brands.map((brand, index) => ({
      ...brand,
      hasWatermark: WATERMARK_BRANDS.includes(brand.name),
      madeIn: MADE_IN[index % MADE_IN.length]!,
    })),
  );
  await db.insert(t.ranges).values(site.ranges);
  await db
    .insert(t.artists)
    .values(site.artists.map((artist, position) => ({ ...artist, position })));
  await db.insert(t.materials).values(
    MATERIALS.map((material, index) => ({
      id: index + 1,
      slug: material.slug,
      names: material.names,
      composition: material.composition,
      care: Object.fromEntries(
        LOCALES.map((locale) => [locale, careTexts(material.care).map((care) => care[locale])]),
      ),
    })),
  );
  await db
    .insert(t.ecoLabels)
    .values(ECO_LABELS.map((label, index) => ({ id: index + 1, ...label })));
  await db.insert(t.marketLabels).values(MARKET_LABELS);
  await db.insert(t.categories).values(
    site.categories.map((category) => {
      const node = category.leaf ?? category.root;
      const slugs = Object.fromEntries(
        LOCALES.map((locale) => [locale, slugify(node.names[locale])]),
      );
      return {
        id: category.id,
        parentId: category.parentId,
        position: category.position,
        slug: node.slug,
        kind: node.kind,
        names: node.names,
        slugs,
      };
    }),
  );
}
