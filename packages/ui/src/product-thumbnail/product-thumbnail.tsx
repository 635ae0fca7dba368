import type { CountryPrice } from '@shop/domain/product';
import { type ComponentType, type MouseEventHandler, type ReactNode } from 'react';
// Through the client half: the picture is the one part of a card with state.
import { ThumbnailPicture } from '../client';
import { TruckIcon } from '../icons';
import { cx } from '../internal/cx';
import { Price, type PriceLabels } from '../price';
import { Sticker, type StickerVariant } from '../sticker';
import './product-thumbnail.css';
// After the card's styles: a skeleton frame's colour overrides the picture frame's.
import './skeleton.css';

export interface ProductThumbnailPicture {
  src: string;
  srcSet?: string;
  /** The `sizes` attribute of the image, e.g. `(min-width: 1280px) 16vw, (min-width: 1024px) 25vw, 50vw`. */
  sizes?: string;
  alt: string;
}

export interface ProductThumbnailSticker {
  variant: StickerVariant;
  label: string;
}

/** What the card's link component receives: a plain `<a>` by default, or e.g. Next's `Link`. */
export interface ProductThumbnailLinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** The price as figures the card formats, or as an element already rendered. */
type ThumbnailPrice =
  | {
      /** The price in the shopper's country (domain `priceForCountry`). */
      price: CountryPrice;
      locale: string;
      priceLabels: PriceLabels;
      priceElement?: never;
    }
  | {
      /**
       * The `Price` rendered by a server component: a card rendered in the browser then shows
       * the very text the server formatted, whatever the browser's own number formats.
       */
      priceElement: ReactNode;
      price?: never;
      locale?: never;
      priceLabels?: never;
    };

export type ProductThumbnailProps = ThumbnailPrice & {
  /** The localized product page. One link covers the picture and the title. */
  href: string;
  /** Omitted: a neutral frame of the same size. */
  picture?: ProductThumbnailPicture;
  /** Above the fold: load eagerly with high fetch priority instead of `loading="lazy"`. */
  priority?: boolean;
  /** Top-left over the picture, in the order given. */
  stickers?: ProductThumbnailSticker[];
  brand: string;
  title: string;
  name?: string;
  /** Text such as "Plusieurs tailles" or "Taille unique"; shown when `sizes` is empty. */
  sizesText?: string;
  /** Size labels shown as small chips (the spec shows them when there are at most 7). */
  sizes?: string[];
  /** Accessible name of the size list, e.g. "Tailles disponibles". */
  sizesLabel?: string;
  soldOut?: boolean;
  /** Shown over the picture when `soldOut`, e.g. "Épuisé". */
  soldOutLabel?: string;
  /** Slot top-right over the picture, outside the link: the wishlist button. */
  favourite?: ReactNode;
  /** Slot below the card, outside the link: e.g. an add-to-basket button. */
  actions?: ReactNode;
  /** Shown with a truck icon when given, e.g. "Livraison offerte". */
  freeShippingLabel?: string;
  /** Element of the title; `h3` by default. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Link component, e.g. Next's `Link`; a plain `<a>` by default. */
  linkAs?: ComponentType<ProductThumbnailLinkProps>;
  /** Called when the product link is followed, e.g. for tracking. */
  onLinkClick?: MouseEventHandler<HTMLAnchorElement>;
  className?: string;
};

function PlainLink(props: ProductThumbnailLinkProps) {
  return <a {...props} />;
}

/**
 * The product card of listings: a 4:5 picture frame that keeps its space before the image
 * loads, stickers, brand, title, name, price, sizes and two slots (favourite, actions) kept
 * outside the card's single link so no interactive element is nested in another.
 */
export function ProductThumbnail({
  href,
  picture,
  priority = false,
  stickers,
  brand,
  title,
  name,
  price,
  locale,
  priceLabels,
  priceElement,
  sizesText,
  sizes,
  sizesLabel,
  soldOut = false,
  soldOutLabel,
  favourite,
  actions,
  freeShippingLabel,
  titleAs: Title = 'h3',
  linkAs: Link = PlainLink,
  onLinkClick,
  className,
}: ProductThumbnailProps) {
  return (
    <article className={cx('ui-thumb', soldOut && 'ui-thumb--sold-out', className)}>
      <Link href={href} className="ui-thumb__link" onClick={onLinkClick}>
        <div className="ui-thumb__frame">
          <ThumbnailPicture picture={picture} priority={priority} />
          {soldOut && soldOutLabel ? (
            <span className="ui-thumb__sold-out">{soldOutLabel}</span>
          ) : null}
        </div>
        <div className="ui-thumb__text">
          <span className="ui-thumb__brand">{brand}</span>
          <Title className="ui-thumb__title">{title}</Title>
          {name ? <span className="ui-thumb__name">{name}</span> : null}
        </div>
      </Link>

      {stickers && stickers.length > 0 ? (
        <ul className="ui-thumb__stickers">
          {stickers.map((sticker, index) => (
            <li key={`${sticker.variant}-${index}`}>
              <Sticker variant={sticker.variant}>{sticker.label}</Sticker>
            </li>
          ))}
        </ul>
      ) : null}

      {favourite ? <div className="ui-thumb__favourite">{favourite}</div> : null}

      <div className="ui-thumb__details">
        {price ? (
          <Price
            className="ui-thumb__price"
            price={price.price}
            originalPrice={price.originalPrice}
            locale={locale}
            labels={priceLabels}
            size="sm"
          />
        ) : (
          priceElement
        )}
        {sizes && sizes.length > 0 ? (
          <ul className="ui-thumb__sizes" aria-label={sizesLabel}>
            {sizes.map((size, index) => (
              <li key={`${size}-${index}`} className="ui-thumb__size">
                {size}
              </li>
            ))}
          </ul>
        ) : sizesText ? (
          <p className="ui-thumb__sizes-text">{sizesText}</p>
        ) : null}
        {freeShippingLabel ? (
          <p className="ui-thumb__shipping">
            <TruckIcon size={16} />
            {freeShippingLabel}
          </p>
        ) : null}
      </div>

      {actions ? <div className="ui-thumb__actions">{actions}</div> : null}
    </article>
  );
}

export interface ProductThumbnailSkeletonProps {
  /** Reserve room for a row of size chips. */
  withSizes?: boolean;
  /** Reserve room for the actions slot (e.g. an add-to-basket button). */
  withActions?: boolean;
  className?: string;
}

/** The loading state of a card: same frame and text rhythm, no content. Hidden from assistive tech. */
export function ProductThumbnailSkeleton({
  withSizes = false,
  withActions = false,
  className,
}: ProductThumbnailSkeletonProps) {
  return (
    <div className={cx('ui-thumb', 'ui-thumb--skeleton', className)} aria-hidden="true">
      <div className="ui-thumb__frame ui-skeleton" />
      <div className="ui-thumb__text">
        <span className="ui-skeleton ui-skeleton--label" style={{ width: '40%' }} />
        <span className="ui-skeleton ui-skeleton--line" style={{ width: '85%' }} />
        <span className="ui-skeleton ui-skeleton--line" style={{ width: '60%' }} />
      </div>
      <div className="ui-thumb__details">
        <span className="ui-skeleton ui-skeleton--line" style={{ width: '35%' }} />
        {withSizes ? (
          <span className="ui-skeleton ui-skeleton--chips" style={{ width: '70%' }} />
        ) : null}
      </div>
      {withActions ? (
        <div className="ui-thumb__actions">
          <span className="ui-skeleton ui-skeleton--block" />
        </div>
      ) : null}
    </div>
  );
}
