import type { TPageInfo, TProductHit, TProductPage } from '@shop/api-client';
import { defaultPicture } from '@shop/domain/basket';
import type { Locale } from '@shop/domain/locales';
import { imageSrcSet, imageUrl } from '@shop/domain/media';
import { priceForCountry, sizeDisplay, type PriceTable } from '@shop/domain/product';
import { priceCountryKey, type Store } from '@shop/domain/stores';
import { productPayload } from '@shop/domain/tracking';
import { Price, ProductGrid } from '@shop/ui';
import type { Translate } from '../../lib/i18n';
import { JsonLd } from '../pages/json-ld';
import { TrackedEvent } from '../tracking/data-layer';
import { PageHeader } from '../pages/page-header';
import { ProductCard } from '../product-card/product-card';
import { QuickAdd } from '../product-card/quick-add';
import { quickAddLabels } from '../product-card/quick-add-labels';
import styles from './product-view.module.css';

interface ProductViewProps {
  info: TPageInfo;
  page: TProductPage;
  associated: TProductHit[];
  store: Store;
  locale: Locale;
  t: Translate;
}

/** Pictures with the default one first, at the widths of storefront section 9. */
function orderedPictures(product: TProductPage['product']) {
  const pictures = product.pictures.map((picture) => ({
    url: picture.picture,
    default: picture.default,
  }));
  const first = defaultPicture(pictures);
  return first ? [first, ...pictures.filter((picture) => picture !== first)] : pictures;
}

export function ProductView({ info, page, associated, store, locale, t }: ProductViewProps) {
  const { product, informations, scores } = page;
  const name = product.names[locale] ?? product.displayInformation.title;
  const price = priceForCountry(product.prices as PriceTable, priceCountryKey(store.id));
  const pictures = orderedPictures(product);
  const available = product.sizes.filter((size) => size.quantity > 0);
  const productJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: informations.reference,
    description: informations.description,
    brand: { '@type': 'Brand', name: product.brand },
    image: pictures.map((picture) => new URL(imageUrl(picture.url, 'L'), store.baseUrl).href),
    offers: {
      '@type': 'Offer',
      url: info.seo.canonical,
      priceCurrency: 'EUR',
      price: price.price.toFixed(2),
      availability: `https://schema.org/${available.length > 0 ? 'InStock' : 'OutOfStock'}`,
    },
    ...(scores.average !== null && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: scores.average,
        reviewCount: scores.count,
      },
    }),
  };

  const tracked = {
    event: 'view_item',
    ecommerce: {
      items: [
        productPayload({
          productId: product.productID,
          name,
          brand: product.brand,
          range: product.range?.name,
          artist: product.artist?.name,
          category: product.category.parent?.name ?? product.category.name,
          subcategory: product.category.parent ? product.category.name : null,
          variant: product.colour.name,
          unitPrice: price.price,
          originalPrice: price.originalPrice,
          currency: 'EUR',
          label: product.label,
          pictures: product.pictures.length,
          sizes: product.sizes.map((size) => ({ id: size.id, label: size.size })),
        }),
      ],
    },
  };

  return (
    <article className={`page-width ${styles.page}`}>
      <JsonLd data={productJsonLd} />
      <TrackedEvent event={tracked} />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          {pictures.map((picture, index) => (
            <img
              key={picture.url}
              src={imageUrl(picture.url, 'L')}
              srcSet={imageSrcSet(picture.url, ['S', 'M', 'L', 'XL', 'XXL'])}
              sizes="(min-width: 1024px) 50vw, 100vw"
              alt={index === 0 ? name : `${name} (${index + 1})`}
              width={720}
              height={900}
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </div>
        <div className={styles.summary}>
          <PageHeader title={name} crumbs={info.breadcrumb.parts} store={store} t={t}>
            <p className={styles.brand}>
              <a href={product.brandRef.url}>{product.brand}</a>
              {product.artist && (
                <>
                  {' · '}
                  <a href={product.artist.url}>{product.artist.name}</a>
                </>
              )}
            </p>
          </PageHeader>
          <Price
            price={price.price}
            originalPrice={price.originalPrice}
            locale={locale}
            size="lg"
            labels={{ now: t('product.priceNow'), before: t('product.priceBefore') }}
          />
          {scores.count > 0 && scores.average !== null && (
            <p className={styles.scores}>
              {t('product.rating', { average: scores.average.toFixed(1), count: scores.count })}
            </p>
          )}
          {available.length === 0 ? (
            <p className={styles.soldOut}>{t('product.soldOut')}</p>
          ) : (
            <QuickAdd
              product={{
                id: product.productID,
                price: price.price,
                originPrice: price.originalPrice,
                quantity: available.reduce((sum, size) => sum + size.quantity, 0),
                pictures,
                name,
                brand: product.brand,
              }}
              sizes={product.sizes.map((size) => ({
                id: size.id,
                quantity: size.quantity,
                label: size.size,
              }))}
              asButtons={sizeDisplay(product.sizes.length) !== 'several'}
              labels={quickAddLabels(t, name)}
            />
          )}
          <section className={styles.information} aria-labelledby="product-information">
            <h2 id="product-information">{t('product.information')}</h2>
            <p>{informations.description}</p>
            <dl>
              {informations.composition && (
                <>
                  <dt>{t('product.composition')}</dt>
                  <dd>{informations.composition}</dd>
                </>
              )}
              <dt>{t('product.madeIn')}</dt>
              <dd>{informations.madeIn}</dd>
              <dt>{t('product.reference')}</dt>
              <dd>{informations.reference}</dd>
            </dl>
            {informations.care.length > 0 && (
              <ul>
                {informations.care.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      {associated.length > 0 && (
        <section aria-labelledby="associated-products" className={styles.associated}>
          <h2 id="associated-products">{t('product.associated')}</h2>
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
