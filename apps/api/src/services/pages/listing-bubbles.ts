import type { TLabelledLink } from '@shop/api-client/schemas';
import { serializeListingPath, type ListingSegment } from '@shop/domain/listing-url';
import { localized } from '../site/localized';
import type { ListingPage } from './listing-page-info';
import type { PageScope } from './types';
import { inStore } from './urls';

const MAX_BUBBLES = 12;

/**
 * Links to neighbouring listings, kept inside the current word and brand: the category's
 * children, else its siblings, else the top categories; plus a brand's ranges.
 */
export function listingBubbles(scope: PageScope, page: ListingPage): TLabelledLink[] {
  const { locale, store } = scope;
  const { entities, references, state } = page;
  const categories = [...references.categories.values()].sort((a, b) => a.position - b.position);
  const current = entities.category;
  let neighbours = current ? categories.filter((c) => c.parentId === current.id) : [];
  if (current && neighbours.length === 0)
    neighbours = categories.filter((c) => c.parentId === current.parentId && c.id !== current.id);
  if (!current) neighbours = categories.filter((c) => c.parentId === null);
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
  if (entities.brand && !entities.range && !page.kind) {
    for (const range of references.ranges.values())
      if (range.brandId === entities.brand.id)
        bubbles.push(
          link(range.name, [...base, { type: 'range', id: range.id, slug: range.slug }]),
        );
  }
  return bubbles.slice(0, MAX_BUBBLES);
}
