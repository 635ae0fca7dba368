'use client';

import { basketLineInfo, type BasketLineSize } from '@shop/domain/basket';
import { imageSrcSet, imageUrl, largestPicture } from '@shop/domain/media';
import { ProductThumbnail, type ProductThumbnailSticker } from '@shop/ui';
import type { ReactNode } from 'react';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import type { ProductCardTexts } from './product-card-texts';
import { QuickAdd } from './quick-add';

/**
 * What a card shows, worked out on the server (name and link in the page's language, the
 * country's price, stickers): a few hundred bytes of the page's payload where the rendered
 * card's elements took three kilobytes, 48 times on a listing.
 */
export interface ProductCardData {
  id: number;
  href: string;
  /** The default picture's path; none: the bag placeholder. */
  picture?: string;
  name: string;
  brand: string;
  price: number;
  originPrice: number;
  stickers: ProductThumbnailSticker[];
  sizes: BasketLineSize[];
  /** Up to 7 sizes are buttons (storefront section 5); more are a list to choose from. */
  asButtons: boolean;
  sizesText?: 'several' | 'unique';
  freeShipping: boolean;
}

/** Listing grid: two columns on mobile and tablet, up to six on wide screens. */
const GRID_SIZES = '(min-width: 1280px) 16vw, (min-width: 1024px) 25vw, 50vw';

export function ProductCardView({
  card,
  texts,
  price,
  priority,
  wished,
}: {
  card: ProductCardData;
  /** One object for every card of a page, so the payload carries it once. */
  texts: ProductCardTexts;
  /** The price as the server rendered it. */
  price: ReactNode;
  priority?: boolean;
  wished?: boolean;
}) {
  const available = card.sizes.filter((size) => size.quantity > 0);
  // The first row holds the page's largest picture: in WebP, which paints sooner.
  const picture = card.picture && (priority ? largestPicture(card.picture) : card.picture);
  return (
    <ProductThumbnail
      href={card.href}
      picture={
        picture
          ? {
              src: imageUrl(picture, 'M'),
              srcSet: imageSrcSet(picture, ['XS', 'S', 'M', 'L']),
              sizes: GRID_SIZES,
              alt: card.name,
            }
          : undefined
      }
      priority={priority}
      stickers={card.stickers}
      favourite={
        <WishlistHeart productId={card.id} labels={texts.heart} initiallyPressed={wished} />
      }
      freeShippingLabel={card.freeShipping ? texts.freeShipping : undefined}
      brand={card.brand}
      title={card.name}
      priceElement={price}
      sizesText={card.sizesText && texts[card.sizesText]}
      soldOut={available.length === 0}
      soldOutLabel={texts.soldOut}
      actions={
        available.length > 0 && (
          <QuickAdd
            product={basketLineInfo(
              {
                id: card.id,
                price: card.price,
                originPrice: card.originPrice,
                // The basket line shows the default picture only.
                pictures: card.picture ? [{ url: card.picture, default: true }] : [],
                name: card.name,
                brand: card.brand,
              },
              card.sizes,
            )}
            sizes={card.sizes}
            asButtons={card.asButtons}
            labels={texts.quickAdd}
          />
        )
      }
    />
  );
}
