import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ListingView } from '../../../../components/listing/listing-view';
import { CmsView } from '../../../../components/pages/cms-view';
import { LinksView } from '../../../../components/pages/links-view';
import { ProductPage } from '../../../../components/product-page/product-page';
import { getTranslator } from '../../../../lib/i18n';
import { loadPageInfo, shopperUrl } from '../../../../lib/page';
import { pageContext, type PageParams } from '../../../../lib/request';
import { seoMetadata } from '../../../../lib/seo';

interface CatchAllProps {
  params: Promise<PageParams & { rest: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page the server's parse call found for this path, or null for the 404 page. */
async function resolve({ params, searchParams }: CatchAllProps) {
  const [context, query, requestHeaders] = await Promise.all([
    pageContext(params),
    searchParams,
    headers(),
  ]);
  if (requestHeaders.has('x-shop-not-found')) return null;
  const { path, search } = await shopperUrl(query);
  const info = await loadPageInfo(context.store, context.locale, path, search);
  return info && { ...context, info, path, search, rest: (await params).rest };
}

export async function generateMetadata(props: CatchAllProps): Promise<Metadata> {
  const page = await resolve(props);
  return page ? seoMetadata(page.info.seo) : {};
}

/** Every path no other page claims: listings, products, CMS pages and indexes (section 2). */
export default async function CatchAllPage(props: CatchAllProps) {
  const page = await resolve(props);
  if (!page) notFound();
  const { info, store, locale } = page;
  const t = getTranslator(locale);
  switch (info.type) {
    case 'listing':
      return (
        <ListingView
          info={info}
          store={store}
          locale={locale}
          path={page.path}
          search={page.search}
          t={t}
        />
      );
    case 'product':
      return <ProductPage info={info} store={store} locale={locale} t={t} />;
    case 'cms':
      return (
        <CmsView info={info} slug={page.rest.at(-1) ?? ''} store={store} locale={locale} t={t} />
      );
    case 'artists':
      // An artist page (`/c-{name}-{n}`) is that artist's listing; the index lists artists.
      if (info.listingType === 'artist')
        return (
          <ListingView
            info={info}
            store={store}
            locale={locale}
            path={page.path}
            search={page.search}
            t={t}
          />
        );
      return <LinksView info={info} store={store} locale={locale} t={t} />;
    case 'brands':
      return <LinksView info={info} store={store} locale={locale} t={t} />;
    default:
      notFound();
  }
}
