import type { TPageInfo, TProductHit, TProductPage, TProductReviews } from '@shop/api-client';
import { basketLineInfo, defaultPicture } from '@shop/domain/basket';
import type { Locale } from '@shop/domain/locales';
import { formatPrice } from '@shop/domain/money';
import { displayPrice, priceForCountry, type PriceTable } from '@shop/domain/product';
import { formatAverage } from '@shop/domain/reviews';
import { productAvailability } from '@shop/domain/size-picker';
import { productStickers } from '@shop/domain/stickers';
import { priceCountryKey, type Store } from '@shop/domain/stores';
import {
  Breadcrumb,
  LockIcon,
  Price,
  ProductGrid,
  RatingStars,
  ReturnIcon,
  TruckIcon,
} from '@shop/ui';
import type { Translate } from '../../server/i18n';
import { productJsonLd } from '../../seo/product-json-ld';
import { breadcrumbJsonLd } from '../../seo/seo';
import { stickerLabel } from '../product-card/sticker-labels';
import { JsonLd } from '../pages/json-ld';
import { ProductCard } from '../product-card/product-card';
import { ReviewsSection } from '../reviews/reviews-section';
import { TrackedEvent } from '../tracking/data-layer';
import { Heart } from '../wishlist/heart';
import { viewedProduct, viewItemEvent } from '../tracking/view-item-event';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { purchaseLabels } from './purchase-labels';
import styles from './product-view.module.css';

export interface ProductViewProps {
  info: TPageInfo;
  page: TProductPage;
  associated: TProductHit[];
  /** First page of published reviews; null when they could not be loaded. */
  reviews: TProductReviews | null;
  freeShippingAmount: number;
  store: Store;
  locale: Locale;
  t: Translate;
}

/** Pictures with the default one first. */
function orderedPictures(product: TProductPage['product']) {
  const pictures = product.pictures.map((picture) => ({
    url: picture.picture,
    default: picture.default,
  }));
  const first = defaultPicture(pictures);
  return first ? [first, ...pictures.filter((picture) => picture !== first)] : pictures;
}

/** The product page (storefront sections 2 and 3), server-rendered; only the forms hydrate. */
export function ProductView({
  info,
  page,
  associated,
  reviews,
  freeShippingAmount,
  store,
  locale,
  t,
}: ProductViewProps) {
  const { product, informations, scores } = page;
  const name = product.names[locale] ?? product.displayInformation.title;
  const price = displayPrice(
    priceForCountry(product.prices as PriceTable, priceCountryKey(store.id)),
  );
  const pictures = orderedPictures(product);
  const sizes = product.sizes.map((size) => ({
    id: size.id,
    label: size.size,
    quantity: size.quantity,
  }));
  const availability = productAvailability(sizes);
  const crumbs = info.breadcrumb.parts;
  const rated = scores.count > 0 && scores.average !== null;
  const viewed = viewedProduct(product, name, price);

  return (
    <article className={`page-width ${styles.page}`}>
      <JsonLd
        data={productJsonLd({ info, page, name, price, pictures, availability, reviews, store })}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, store.baseUrl)} />
      <TrackedEvent event={viewItemEvent(viewed)} products={[viewed]} />
      <div className={styles.crumbs}>
        <Breadcrumb parts={crumbs} label={t('page.breadcrumb')} />
      </div>
      <div className={styles.layout}>
        <ProductGallery
          pictures={pictures.map((picture, index) => {
            const place = { name, index: index + 1, count: pictures.length };
            return {
              url: picture.url,
              alt: t('productPage.pictureAlt', place),
              zoom: t('productPage.zoomOpen', place),
            };
          })}
          watermarked={product.watermarkUrl !== null}
          stickers={productStickers(product, locale).map((sticker) => ({
            variant: sticker.variant,
            label: stickerLabel(sticker, t),
          }))}
          labels={{
            gallery: t('productPage.galleryLabel'),
            zoomView: {
              title: name,
              previous: t('productPage.zoomPrevious'),
              next: t('productPage.zoomNext'),
              close: t('productPage.zoomClose'),
            },
          }}
        />
        <div className={styles.summary}>
          <header className={styles.heading}>
            <p className={styles.brand}>
              <a href={product.brandRef.url}>{product.brand}</a>
            </p>
            <h1 className={styles.title}>{name}</h1>
            {product.artist && (
              <p className={styles.artist}>
                <a href={product.artist.url}>{product.artist.name}</a>
              </p>
            )}
          </header>
          <div className={styles.price}>
            <Price
              price={price.price}
              originalPrice={price.originalPrice}
              locale={locale}
              size="lg"
              labels={{ now: t('product.priceNow'), before: t('product.priceBefore') }}
            />
            {price.isPromo && (
              <p className={styles.savings}>
                {t('productPage.savings', { amount: formatPrice(price.discount, locale) })}
              </p>
            )}
          </div>
          {rated && (
            <a className={styles.rating} href="#reviews">
              <RatingStars
                average={scores.average}
                label={t('productPage.ratingLabel', {
                  average: formatAverage(scores.average!, locale),
                })}
              />
              <span>{t('productPage.reviewsCount', { count: scores.count })}</span>
            </a>
          )}
          <p className={styles.colour}>
            <span className={styles.swatch} style={{ background: product.colour.hex }} />
            {t('productPage.colour')} : {product.colour.name}
          </p>
          {availability === 'OutOfStock' && (
            <p className={styles.soldOut}>{t('product.soldOut')}</p>
          )}
          <ProductPurchase
            product={basketLineInfo(
              {
                id: product.productID,
                price: price.price,
                originPrice: price.originalPrice,
                pictures,
                name,
                brand: product.brand,
              },
              sizes,
            )}
            sizes={sizes}
            store={store.id}
            locale={locale}
            heart={<Heart productId={product.productID} t={t} size="lg" />}
            labels={purchaseLabels(t)}
          />
          <ul className={styles.reassurance}>
            <li>
              <TruckIcon size={20} />
              {t('footer.freeDelivery', { amount: formatPrice(freeShippingAmount, locale) })}
            </li>
            <li>
              <ReturnIcon size={20} />
              {t('footer.refund')}
            </li>
            <li>
              <LockIcon size={20} />
              {t('footer.payment')}
            </li>
          </ul>
          <ProductDetails
            informations={informations}
            product={product}
            freeShippingAmount={freeShippingAmount}
            locale={locale}
            t={t}
          />
        </div>
      </div>
      <ReviewsSection
        productId={product.productID}
        productName={name}
        scores={scores}
        reviews={reviews}
        store={store.id}
        locale={locale}
        t={t}
      />
      {associated.length > 0 && (
        <section aria-labelledby="associated-products" className={styles.associated}>
          <h2 id="associated-products" className={styles.sectionTitle}>
            {t('product.associated')}
          </h2>
          <ProductGrid>
            {associated.map((hit) => (
              <ProductCard key={hit.objectID} hit={hit} store={store} locale={locale} t={t} />
            ))}
          </ProductGrid>
        </section>
      )}
    </article>
  );
}
