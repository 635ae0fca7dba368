import type { TProductCard } from '@shop/api-client';
import { defaultPicture } from '@shop/domain/basket';
import { localizePath, type Locale } from '@shop/domain/locales';
import {
  hasFreeShippingTag,
  priceForCountry,
  sizeDisplay,
  type PriceTable,
} from '@shop/domain/product';
import { productStickers } from '@shop/domain/stickers';
import { priceCountryKey, type Store } from '@shop/domain/stores';
import { Price } from '@shop/ui';
import type { Translate } from '../../server/i18n';
import { productCardTexts } from './product-card-texts';
import { ProductCardView, type ProductCardData } from './product-card-view';
import { stickerLabel } from './sticker-labels';

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

/** A search hit as its card shows it in this store and language. */
function cardData(
  hit: TProductCard,
  store: Store,
  locale: Locale,
  t: Translate,
  freeShippingAmount: number | undefined,
): ProductCardData {
  const name = hit.names[locale] ?? hit.displayInformation.title;
  const slug = hit.slugs[locale] ?? hit.slugs[store.defaultLocale] ?? hit.objectID;
  const price = priceForCountry(hit.prices as PriceTable, priceCountryKey(store.id));
  const picture = defaultPicture(
    hit.pictures.map((one) => ({ url: one.picture, default: one.default })),
  );
  const display = sizeDisplay(hit.sizes.length);
  return {
    id: hit.productID,
    href: localizePath(`/p/${slug}`, locale, store.defaultLocale),
    picture: picture?.url,
    name,
    brand: hit.brand,
    price: price.price,
    originPrice: price.originalPrice,
    stickers: productStickers(hit, locale).map((sticker) => ({
      variant: sticker.variant,
      label: stickerLabel(sticker, t),
    })),
    sizes: hit.sizes.map((size) => ({ id: size.id, quantity: size.quantity, label: size.size })),
    asButtons: display === 'buttons',
    sizesText: display === 'several' || display === 'unique' ? display : undefined,
    freeShipping:
      freeShippingAmount !== undefined && hasFreeShippingTag(price.price, freeShippingAmount),
  };
}

/**
 * A product card of listings, carousels and the wishlist. Its data crosses to the browser as
 * data, not as rendered elements; only the price is rendered here, so every browser shows the
 * text the server formatted.
 */
export function ProductCard({
  hit,
  store,
  locale,
  t,
  priority,
  freeShippingAmount,
  wished,
}: ProductCardProps) {
  const card = cardData(hit, store, locale, t, freeShippingAmount);
  return (
    <ProductCardView
      card={card}
      texts={productCardTexts(t)}
      price={
        <Price
          className="ui-thumb__price"
          price={card.price}
          originalPrice={card.originPrice}
          locale={locale}
          labels={{ now: t('product.priceNow'), before: t('product.priceBefore') }}
          size="sm"
        />
      }
      priority={priority}
      wished={wished}
    />
  );
}
