import type { TSaleBanner } from '@shop/api-client';
import { localizeLink, type Locale } from '@shop/domain/locales';
import styles from './banners.module.css';

/**
 * The sale banner (below 1024 px its mobile image, alt text and link, storefront section 9): one image per breakpoint, each with its alt text and link. Two links, one
 * shown per breakpoint, because a `<picture>` can switch images but not targets.
 */
export function SaleBanner({
  banner,
  locale,
  defaultLocale,
}: {
  banner: TSaleBanner;
  locale: Locale;
  defaultLocale: Locale;
}) {
  const href = (link: string) => localizeLink(link, locale, defaultLocale);
  // Lazy: a lazy picture that CSS hides is never fetched, so each device loads only its own,
  // and neither is preloaded ahead of the page's main picture.
  return (
    <div className={styles.sale} data-testid="sale-banner">
      <a href={href(banner.link)} className={styles.saleDesktop}>
        <img src={banner.image} alt={banner.altText} width={1680} height={96} loading="lazy" />
        <span aria-hidden="true">{banner.altText}</span>
      </a>
      <a href={href(banner.linkMobile)} className={styles.saleMobile}>
        <img
          src={banner.imageMobile}
          alt={banner.altTextMobile}
          width={750}
          height={72}
          loading="lazy"
        />
        <span aria-hidden="true">{banner.altTextMobile}</span>
      </a>
    </div>
  );
}
