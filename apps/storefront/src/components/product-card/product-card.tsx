import type { TProductCard } from '@shop/api-client';
import { defaultPicture } from '@shop/domain/basket';
import { localizePath, type Locale } from '@shop/domain/locales';
import { imageSrcSet, imageUrl } from '@shop/domain/media';
import {
  hasFreeShippingTag,
  priceForCountry,
  sizeDisplay,
  type PriceTable,
} from '@shop/domain/product';
import { productStickers } from '@shop/domain/stickers';
import { priceCountryKey, type Store } from '@shop/domain/stores';
import { ProductThumbnail } from '@shop/ui';
import type { Translate } from '../../server/i18n';
import { stickerLabel } from './sticker-labels';
import { Heart } from '../wishlist/heart';
import { QuickAdd } from './quick-add';
import { quickAddLabels } from './quick-add-labels';

interface ProductCardProps {
  hit: TProductCard;
  store: Store;
  locale: Locale;
  t: Translate;
  priority?: boolean;
  /** The store's free-shipping threshold (/init); no tag without it. */
  freeShippingAmount?: number;
  /** The heart shows pressed before the wishlist has loaded (the /wishlist page's cards). */
  wished?: boolean;
}

/** Listing grid: two columns on mobile and tablet, up to six on wide screens. */
const GRID_SIZES = '(min-width: 1280px) 16vw, (min-width: 1024px) 25vw, 50vw';

export function ProductCard({
  hit,
  store,
  locale,
  t,
  priority,
  freeShippingAmount,
  wished,
}: ProductCardProps) {
  const name = hit.names[locale] ?? hit.displayInformation.title;
  const slug = hit.slugs[locale] ?? hit.slugs[store.defaultLocale] ?? hit.objectID;
  const price = priceForCountry(hit.prices as PriceTable, priceCountryKey(store.id));
  const pictures = hit.pictures.map((picture) => ({
    url: picture.picture,
    default: picture.default,
  }));
  const picture = defaultPicture(pictures);
  const available = hit.sizes.filter((size) => size.quantity > 0);
  const display = sizeDisplay(hit.sizes.length);

  return (
    <ProductThumbnail
      href={localizePath(`/p/${slug}`, locale, store.defaultLocale)}
      picture={
        picture && {
          src: imageUrl(picture.url, 'M'),
          srcSet: imageSrcSet(picture.url, ['XS', 'S', 'M', 'L']),
          sizes: GRID_SIZES,
          alt: name,
        }
      }
      priority={priority}
      stickers={productStickers(hit, locale).map((sticker) => ({
        variant: sticker.variant,
        label: stickerLabel(sticker, t),
      }))}
      favourite={<Heart productId={hit.productID} t={t} initiallyPressed={wished} />}
      freeShippingLabel={
        freeShippingAmount !== undefined && hasFreeShippingTag(price.price, freeShippingAmount)
          ? t('listing.freeShipping')
          : undefined
      }
      brand={hit.brand}
      title={name}
      price={price}
      locale={locale}
      priceLabels={{ now: t('product.priceNow'), before: t('product.priceBefore') }}
      sizesText={
        display === 'several'
          ? t('product.severalSizes')
          : display === 'unique'
            ? t('product.uniqueSize')
            : undefined
      }
      soldOut={available.length === 0}
      soldOutLabel={t('product.soldOut')}
      actions={
        available.length > 0 && (
          <QuickAdd
            product={{
              id: hit.productID,
              price: price.price,
              originPrice: price.originalPrice,
              quantity: available.reduce((sum, size) => sum + size.quantity, 0),
              // The basket line shows the default picture only.
              pictures: picture ? [picture] : [],
              name,
              brand: hit.brand,
            }}
            sizes={hit.sizes.map((size) => ({
              id: size.id,
              quantity: size.quantity,
              label: size.size,
            }))}
            asButtons={display === 'buttons'}
            labels={quickAddLabels(t)}
          />
        )
      }
    />
  );
}
