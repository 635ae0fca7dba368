import type { TLabelledLink } from '@shop/api-client/schemas';
import { bubbleCategories, capBubbles, showsRangeBubbles } from '@shop/domain/listing-bubbles';
import { serializeListingPath, type ListingSegment } from '@shop/domain/listing-url';
import { localized } from '../site/localized';
import type { ListingPage } from './listing-page-info';
import type { PageScope } from './types';
import { inStore } from './urls';

/**
 * Links to neighbouring listings, kept inside the current word and brand (the rules:
 * @shop/domain/listing-bubbles): neighbouring categories, plus a brand's ranges.
 */
export function listingBubbles(scope: PageScope, page: ListingPage): TLabelledLink[] {
  const { locale, store } = scope;
  const { entities, references, state } = page;
  const neighbours = bubbleCategories(references.categories.values(), entities.category ?? null);
  const base = state.segments.filter((segment) => segment.type !== 'category');
  const link = (label: string, segments: ListingSegment[]) => ({
    label,
    url: inStore(store, locale, serializeListingPath({ ...state, segments })),
  });
  const bubbles = neighbours.map((category) =>
    link(localized(category.names, locale), [
      ...base,
      { type: 'category', id: category.id, slug: category.slugs[locale] ?? '' },
    ]),
  );
  const listing = { brand: !!entities.brand, range: !!entities.range, word: !!page.kind };
  if (entities.brand && showsRangeBubbles(listing)) {
    for (const range of references.ranges.values())
      if (range.brandId === entities.brand.id)
        bubbles.push(
          link(range.name, [...base, { type: 'range', id: range.id, slug: range.slug }]),
        );
  }
  return capBubbles(bubbles);
}
