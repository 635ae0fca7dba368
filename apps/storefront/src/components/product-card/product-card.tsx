import type { TProductHit } from '@shop/api-client';
import { defaultPicture } from '@shop/domain/basket';
import { localizePath, type Locale } from '@shop/domain/locales';
import { imageSrcSet, imageUrl } from '@shop/domain/media';
import {
  hasFreeShippingTag,
  priceForCountry,
  sizeDisplay,
  type PriceTable,
} from '@shop/domain/product';
import { productStickers, type StickerSpec } from '@shop/domain/stickers';
import { priceCountryKey, type Store } from '@shop/domain/stores';
import { FavouriteButton, ProductThumbnail } from '@shop/ui';
import type { Translate } from '../../lib/i18n';
import { QuickAdd } from './quick-add';
import { quickAddLabels } from './quick-add-labels';

interface ProductCardProps {
  hit: TProductHit;
  store: Store;
  locale: Locale;
  t: Translate;
  priority?: boolean;
  /** The store's free-shipping threshold (/init); no tag without it. */
  freeShippingAmount?: number;
}

const STICKER_MESSAGES = {
  new: 'listing.stickerNew',
  top_sale: 'listing.stickerTopSale',
  flash_sale: 'listing.stickerFlashSale',
  promo: 'listing.stickerPromo',
} as const;

function stickerLabel(sticker: StickerSpec, t: Translate): string {
  if ('percent' in sticker) return `-${sticker.percent}%`;
  if ('message' in sticker) return t(STICKER_MESSAGES[sticker.message]);
  return sticker.text;
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
      favourite={<FavouriteButton productId={hit.productID} label={t('product.favourite')} />}
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
              pictures,
              name,
              brand: hit.brand,
            }}
            sizes={hit.sizes.map((size) => ({
              id: size.id,
              quantity: size.quantity,
              label: size.size,
            }))}
            asButtons={display === 'buttons'}
            labels={quickAddLabels(t, name)}
          />
        )
      }
    />
  );
}
