import { describe, expect, it } from 'vitest';
import { listingCrumbs } from './listing-breadcrumb';
import type { ListingSegment } from './listing-url';

const tees: ListingSegment = { type: 'category', id: 12, slug: 't-shirts' };
const clothing: ListingSegment = { type: 'category', id: 1, slug: 'vetements' };
const brand: ListingSegment = { type: 'brand', id: 4, slug: 'nordkap' };
const parentOf = (segment: ListingSegment) => (segment.id === 12 ? clothing : null);

describe('listingCrumbs', () => {
  it('starts with the route word, then each segment linking to the path so far', () => {
    const crumbs = listingCrumbs({ word: 'soldes', segments: [brand] }, parentOf);
    expect(crumbs.map((crumb) => crumb.names)).toEqual(['word', 'segment']);
    expect(crumbs[0]!.state).toMatchObject({ word: 'soldes', segments: [] });
    expect(crumbs[1]!.state).toMatchObject({ word: 'soldes', segments: [brand] });
  });

  it('puts a subcategory under its parent, the parent linking in its place', () => {
    const crumbs = listingCrumbs({ word: null, segments: [tees, brand] }, parentOf);
    expect(
      crumbs.map((crumb) =>
        crumb.names === 'segment' ? [crumb.segment.id, crumb.parent, crumb.state.segments] : [],
      ),
    ).toEqual([
      [1, true, [clothing]],
      [12, false, [tees]],
      [4, false, [tees, brand]],
    ]);
  });

  it('links every crumb unfiltered, unsorted and on the first page', () => {
    const [crumb] = listingCrumbs({ word: null, segments: [brand] }, parentOf);
    expect(crumb!.state).toEqual({
      word: null,
      segments: [brand],
      filters: {},
      ranges: {},
      sort: null,
      page: 0,
    });
  });
});
