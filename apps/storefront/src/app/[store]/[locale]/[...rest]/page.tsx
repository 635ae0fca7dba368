import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageListingRequest } from '../../../../components/listing/listing-request';
import { ListingView } from '../../../../components/listing/listing-view';
import { CmsView } from '../../../../components/pages/cms-view';
import { LinksView } from '../../../../components/pages/links-view';
import { ProductPage } from '../../../../components/product-page/product-page';
import { getPageRequest, pageInfoOf, type PageParams } from '../../../../page-request/server';
import { seoMetadata } from '../../../../seo/seo';
import { getTranslator } from '../../../../server/i18n';

interface CatchAllProps {
  params: Promise<PageParams & { rest: string[] }>;
}

/** The page the proxy's parse call found for this path, or null for the 404 page. */
async function resolve() {
  const page = await getPageRequest();
  const info = pageInfoOf(page);
  return info && { page, info };
}

export async function generateMetadata(): Promise<Metadata> {
  const resolved = await resolve();
  return resolved ? seoMetadata(resolved.info.seo) : {};
}

/** Every path no other page claims: listings, products, CMS pages and indexes (section 2). */
export default async function CatchAllPage({ params }: CatchAllProps) {
  const resolved = await resolve();
  if (!resolved) notFound();
  const { page, info } = resolved;
  const { store, locale } = page;
  const t = await getTranslator(locale);
  // An artist page (`/c-{name}-{n}`) is that artist's listing; the index lists artists.
  const isListing =
    info.type === 'listing' || (info.type === 'artists' && info.listingType === 'artist');
  if (isListing) {
    const listing = pageListingRequest(page, info);
    if (!listing) notFound();
    return <ListingView page={page} listing={listing} t={t} />;
  }
  switch (info.type) {
    case 'product':
      return <ProductPage info={info} store={store} locale={locale} t={t} />;
    case 'cms':
      return (
        <CmsView
          info={info}
          slug={(await params).rest.at(-1) ?? ''}
          store={store}
          locale={locale}
          t={t}
        />
      );
    case 'artists':
    case 'brands':
      return <LinksView info={info} store={store} locale={locale} t={t} />;
    default:
      notFound();
  }
}
