import { LOCALES, type Locale } from '@shop/domain/locales';
import { z } from 'zod';
import { MARKET_LABEL_CLASSES, ZProductHit, type TProductHit } from './product-hit';
import { zText } from './text';

/**
 * What a product card shows of a product (listing grids, carousels, the header's live hits):
 * a product hit without the fields only filters and the product page read.
 */
export const ZProductCard = ZProductHit.pick({
  objectID: true,
  productID: true,
  slugs: true,
  names: true,
  brand: true,
  displayInformation: true,
  pictures: true,
  prices: true,
  label: true,
  promotion: true,
  sizes: true,
  marketLabels: true,
});
export type TProductCard = z.infer<typeof ZProductCard>;

/** One language's texts of a card, its fallbacks already applied by the indexer. */
const ZCardText = z.object({
  name: zText(),
  slug: zText(),
  /** Market labels by code, named in this language; absent when the product has none. */
  marketLabels: z
    .record(zText(), z.object({ class: z.enum(MARKET_LABEL_CLASSES), name: zText() }))
    .optional(),
});

/**
 * The card attributes of a `products_{store}_prod` record (issue 20): `card` holds what every
 * language shows (the store's price, the default picture, sizes as `[id, size, quantity]`),
 * `cardTexts.{locale}` one language's texts. A search asking only for these answers a 48-hit
 * listing in a fraction of the whole records' size.
 */
export const ZCardRecord = z.object({
  objectID: zText().regex(/^[1-9]\d*$/),
  card: z.object({
    brand: zText(),
    picture: zText().nullable(),
    price: z.number().nonnegative(),
    originalPrice: z.number().nonnegative(),
    label: ZProductHit.shape.label,
    /** The promotion's percent; 0 without one. */
    percent: z.number(),
    sizes: z.array(z.tuple([z.number().int(), zText(), z.number().int()])),
  }),
  cardTexts: z.partialRecord(z.enum(LOCALES), ZCardText),
});
export type TCardRecord = z.infer<typeof ZCardRecord>;
export type TCardAttributes = Pick<TCardRecord, 'card' | 'cardTexts'>;

/**
 * The card attributes of a store's record: its price (`prices[priceKey]`, else `default`), and
 * for every language the name (else the display title), the slug (else the store language's,
 * else the id) and market label names (else French), as the card falls back on them.
 */
export function cardAttributesOf(
  hit: TProductHit,
  store: { defaultLocale: Locale; priceKey: string },
): TCardAttributes {
  const price = hit.prices[store.priceKey.toLowerCase()] ?? hit.prices.default;
  const picture = hit.pictures.find((one) => one.default) ?? hit.pictures[0];
  const labels = Object.entries(hit.marketLabels ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const cardTexts: TCardRecord['cardTexts'] = {};
  for (const locale of LOCALES) {
    const marketLabels = labels.flatMap(([code, label]) => {
      const name = label.name[locale] ?? label.name.fr;
      return name ? [[code, { class: label.class, name }] as const] : [];
    });
    cardTexts[locale] = {
      name: hit.names[locale] ?? hit.displayInformation.title,
      slug: hit.slugs[locale] ?? hit.slugs[store.defaultLocale] ?? hit.objectID,
      ...(marketLabels.length > 0 && { marketLabels: Object.fromEntries(marketLabels) }),
    };
  }
  return {
    card: {
      brand: hit.brand,
      picture: picture?.picture ?? null,
      price: price.price,
      originalPrice: price.originalPrice,
      label: hit.label,
      percent: hit.promotion?.percent ?? 0,
      sizes: hit.sizes.map((size) => [size.id, size.size, size.quantity]),
    },
    cardTexts,
  };
}

/** A search hit with card attributes as the card reads it; null when it lacks `locale`. */
export function productCardOf(hit: unknown, locale: Locale): TProductCard | null {
  const parsed = ZCardRecord.safeParse(hit);
  const text = parsed.success ? parsed.data.cardTexts[locale] : undefined;
  if (!parsed.success || !text) return null;
  const { objectID, card } = parsed.data;
  const price = { price: card.price, originalPrice: card.originalPrice };
  const labels = Object.entries(text.marketLabels ?? {});
  return {
    objectID,
    productID: Number(objectID),
    names: { [locale]: text.name },
    slugs: { [locale]: text.slug },
    brand: card.brand,
    displayInformation: { title: text.name },
    pictures: card.picture ? [{ picture: card.picture, default: true }] : [],
    // Already the store's price: the card's country lookup falls back on `default`.
    prices: { default: price },
    label: card.label,
    promotion: card.percent > 0 ? { percent: card.percent } : null,
    sizes: card.sizes.map(([id, size, quantity]) => ({ id, size, quantity })),
    marketLabels: Object.fromEntries(
      labels.map(([code, label]) => [code, { class: label.class, name: { [locale]: label.name } }]),
    ),
  };
}

/** The cards of search hits in `locale`; hits without the card attributes are left out. */
export const productCardsOf = (hits: readonly unknown[], locale: Locale): TProductCard[] =>
  hits.flatMap((hit) => {
    const card = productCardOf(hit, locale);
    return card ? [card] : [];
  });
