import type { TTemplateBlock, TTemplatePage } from '@shop/api-client';
import { localizePath, type Locale } from '@shop/domain/locales';
import { largestPicture } from '@shop/domain/media';
import type { Store } from '@shop/domain/stores';
import { HighlightBlock, ProductGrid } from '@shop/ui';
import type { ReactNode } from 'react';
import type { Translate } from '../../server/i18n';
import { productsByIds } from '../../server/search';
import { DegradedMark } from '../degraded-mark';
import { ProductCard } from '../product-card/product-card';
import styles from './template-blocks.module.css';

interface BlockContext {
  store: Store;
  locale: Locale;
  t: Translate;
}

const widthOf = (image: string, width: number) => image.replace(/([?&])w=\d+/, `$1w=${width}`);

/**
 * The first slide is the page's hero (with its heading); the others follow as wide cards, after
 * what the page puts right under its hero.
 */
function Slider({
  block,
  title,
  context,
  afterHero,
}: {
  block: Extract<TTemplateBlock, { type: 'slider' }>;
  title: string;
  context: BlockContext;
  afterHero: ReactNode;
}) {
  const href = (link: string) => localizePath(link, context.locale, context.store.defaultLocale);
  const [hero, ...others] = block.templateItems;
  if (!hero) return null;
  const heroImage = largestPicture(hero.image);
  return (
    <>
      <section className={styles.hero} aria-labelledby="template-title">
        <img
          className={styles.heroImage}
          src={widthOf(heroImage, 720)}
          srcSet={[450, 720, 900, 1100].map((w) => `${widthOf(heroImage, w)} ${w}w`).join(', ')}
          sizes="100vw"
          alt=""
          width={1100}
          height={1375}
          fetchPriority="high"
          // The page's largest picture: painted in the frame that has it, not a frame later.
          decoding="sync"
        />
        <div className={`page-width ${styles.heroText}`}>
          <h1 id="template-title">{title}</h1>
          <a className={styles.heroLink} href={href(hero.link)}>
            {hero.title}
          </a>
        </div>
      </section>
      {afterHero}
      {others.length > 0 && (
        <ul className={`page-width ${styles.slides}`} data-testid="promotion-tiles">
          {others.map((slide) => (
            <li key={slide.slug}>
              <a href={href(slide.link)}>
                <img
                  src={widthOf(slide.image, 720)}
                  alt=""
                  width={720}
                  height={900}
                  loading="lazy"
                  decoding="async"
                />
                <span>{slide.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

async function Products({
  block,
  context,
}: {
  block: Extract<TTemplateBlock, { type: 'products' }>;
  context: BlockContext;
}) {
  const hits = await productsByIds(context.store, block.productIds, context.locale).catch(
    () => null,
  );
  if (hits === null) return <DegradedMark part="products" />;
  if (hits.length === 0) return null;
  return (
    <section className="page-width" aria-label={block.title}>
      <h2 className={styles.heading}>{block.title}</h2>
      <ProductGrid data-testid="product-grid">
        {hits.map((hit) => (
          <ProductCard
            key={hit.objectID}
            hit={hit}
            store={context.store}
            locale={context.locale}
            t={context.t}
          />
        ))}
      </ProductGrid>
    </section>
  );
}

/**
 * A CMS-driven page (home, `/tp/{slug}`): its blocks in order. `afterHero` goes right under the
 * hero (the home's best sellers: on a phone the first products then show on the first screen).
 */
export function TemplateBlocks({
  page,
  afterHero,
  ...context
}: { page: TTemplatePage; afterHero?: ReactNode } & BlockContext) {
  const firstSlider = page.blocks.findIndex((block) => block.type === 'slider');
  const hasSlider = firstSlider !== -1;
  const href = (link: string) => localizePath(link, context.locale, context.store.defaultLocale);
  return (
    <div className={styles.blocks}>
      {!hasSlider && (
        <h1 className={`page-width ${styles.title}`} id="template-title">
          {page.title}
        </h1>
      )}
      {!hasSlider && afterHero}
      {page.blocks.map((block, index) => {
        switch (block.type) {
          case 'slider':
            return (
              <Slider
                key={index}
                block={block}
                title={page.title}
                context={context}
                afterHero={index === firstSlider ? afterHero : null}
              />
            );
          case 'category_grid':
            return (
              <div key={index} className="page-width">
                <HighlightBlock
                  heading={block.title}
                  subtitle={block.subtitle}
                  tiles={block.templateItems.map((item) => ({
                    href: href(item.link),
                    title: item.title,
                    image: widthOf(item.image, 360),
                  }))}
                />
              </div>
            );
          case 'text':
            return (
              <section key={index} className={`page-width ${styles.text}`}>
                <h2 className={styles.heading}>{block.title}</h2>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            );
          case 'products':
            return <Products key={index} block={block} context={context} />;
        }
      })}
    </div>
  );
}
