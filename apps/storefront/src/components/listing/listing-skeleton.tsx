import { ProductGrid, ProductThumbnailSkeleton } from '@shop/ui';

const SKELETON_CARDS = 12;

/** The listing skeleton (storefront section 2): the grid's cards, shaped, before the hits. */
export function ListingSkeleton() {
  return (
    <ProductGrid>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <ProductThumbnailSkeleton key={index} withSizes />
      ))}
    </ProductGrid>
  );
}
