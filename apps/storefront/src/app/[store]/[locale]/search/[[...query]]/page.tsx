import { isNonListingParam, parseListingQuery } from '@shop/domain/listing-url';
import { pageSizeOf } from '@shop/domain/listing-search';
import { localizePath } from '@shop/domain/locales';
import { LISTABLE_FILTER, searchPath } from '@shop/domain/search-box';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { ListingPage } from '../../../../../components/listing/listing-page';
import { PopularSearches } from '../../../../../components/search/popular-searches';
import { getInit } from '../../../../../lib/api';
import { getTranslator } from '../../../../../lib/i18n';
import { PAGE_SIZE_COOKIE } from '../../../../../lib/listing';
import { shopperUrl } from '../../../../../lib/page';
import { pageContext, type PageParams } from '../../../../../lib/request';
import { pageMetadata, shopTitle } from '../../../../../lib/page-metadata';

type SearchRoute = PageParams & { query?: string[] };
type SearchParams = Promise<SearchRoute>;
type Query = Promise<Record<string, string | string[] | undefined>>;

/** `/search/{query}`: the words of the first segment, plus signs standing for spaces. */
function decodeQuery({ query }: SearchRoute): string {
  const [segment = ''] = query ?? [];
  try {
    // Next hands the segment over still encoded or not depending on the characters: decode,
    // then read plus signs as spaces (section 2).
    return decodeURIComponent(segment).replace(/\+/g, ' ').trim();
  } catch {
    return '';
  }
}

// Result pages are endless variations of the catalogue: followed, never indexed.
export const generateMetadata = pageMetadata<SearchRoute>(({ t, params }) => {
  const query = decodeQuery(params);
  return {
    title: shopTitle(t, query ? t('search.titleFor', { query }) : t('search.title')),
    robots: { index: false, follow: true },
  };
});

/** The search page: a listing of the query's hits with facets, sort and pages (section 2). */
export default async function SearchPage({
  params,
  searchParams,
}: {
  params: SearchParams;
  searchParams: Query;
}) {
  const { store, locale } = await pageContext(params);
  const t = getTranslator(locale);
  const query = decodeQuery(await params);
  const { search } = await shopperUrl(await searchParams);
  const parsed = parseListingQuery(search, { ignoreParams: isNonListingParam });
  if (!parsed.ok) notFound();
  const [init, jar] = await Promise.all([getInit(store.id, locale), cookies()]);
  const home = localizePath('/', locale, store.defaultLocale);
  const basePath = localizePath(query ? searchPath(query) : '/search', locale, store.defaultLocale);
  const title = query ? t('search.titleFor', { query }) : t('search.title');
  return (
    <ListingPage
      store={store}
      locale={locale}
      t={t}
      kind="search"
      state={parsed.state}
      scope={LISTABLE_FILTER}
      query={query}
      basePath={basePath}
      title={title}
      crumbs={[
        { label: t('header.home'), url: home },
        { label: title, url: basePath },
      ]}
      bubbles={[]}
      pageSize={pageSizeOf(jar.get(PAGE_SIZE_COOKIE)?.value)}
      freeShippingAmount={init.freeShippingAmount.freeShipping}
      empty={<PopularSearches store={store} locale={locale} query={query} t={t} />}
    />
  );
}
