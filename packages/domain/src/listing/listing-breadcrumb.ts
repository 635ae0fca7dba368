import { emptyListingState, type ListingSegment, type ListingState } from './listing-url';

/** A crumb of a listing below home: what it names and the listing it links to. */
export type ListingCrumb =
  | { names: 'word'; state: ListingState }
  | { names: 'segment'; segment: ListingSegment; parent: boolean; state: ListingState };

/**
 * The breadcrumb of a listing from home down its path (storefront section 3): the route word
 * first, then each segment, every crumb linking to the path so far, unfiltered and on page 1.
 * A subcategory comes under its parent: the parent's crumb links to the parent in its place.
 */
export function listingCrumbs(
  state: Pick<ListingState, 'word' | 'segments'>,
  parentOf: (segment: ListingSegment) => ListingSegment | null,
): ListingCrumb[] {
  const crumbs: ListingCrumb[] = [];
  let current: ListingState = emptyListingState();
  if (state.word) {
    current = { ...current, word: state.word };
    crumbs.push({ names: 'word', state: current });
  }
  for (const segment of state.segments) {
    const parent = segment.type === 'category' ? parentOf(segment) : null;
    if (parent)
      crumbs.push({
        names: 'segment',
        segment: parent,
        parent: true,
        state: { ...current, segments: [...current.segments, parent] },
      });
    current = { ...current, segments: [...current.segments, segment] };
    crumbs.push({ names: 'segment', segment, parent: false, state: current });
  }
  return crumbs;
}
