import { CACHE_SECONDS } from '@shop/domain/cache';
import { parseListingUrl, serializeListingPath } from '@shop/domain/listing-url';
import { isNonListingParam, withoutStrayParams } from '@shop/domain/listing-params';
import { listingWord, resolveListingWord, type WordListingKind } from '@shop/domain/routes';
import { loadReferences } from '../catalogue/load-references';
import { loadSettings } from '../site/get-settings';
import { findEntities, segmentsOf } from './listing-entities';
import { listingBaseInfo, withListingQuery } from './listing-page-info';
import { MISSING, type PageScope, type Resolution } from './types';
import { inStore } from './urls';

/**
 * A listing path (locale prefix removed) and its query: 200 with the page info, 301 when a
 * slug or route word is not the current one of the store and language or the query has
 * parameters no listing knows (they are left out), 404 otherwise.
 */
export async function resolveListing(
  scope: PageScope,
  path: string,
  search: string,
): Promise<Resolution> {
  const stray = withoutStrayParams(search);
  const parsed = parseListingUrl(path, stray ?? search, { ignoreParams: isNonListingParam });
  if (!parsed.ok) return MISSING;
  const { state } = parsed;
  let kind: WordListingKind | null = null;
  if (state.word !== null) {
    const word = resolveListingWord(state.word, scope.store.id, scope.locale);
    if (!word) return MISSING;
    kind = word.kind;
  }
  const references = await loadReferences(scope.db, scope.caches.content, scope.noCache);
  const entities = findEntities(references, state.segments);
  if (!entities) return MISSING;
  const canonical = {
    ...state,
    word: kind ? listingWord(kind, scope.store.id, scope.locale) : null,
    segments: segmentsOf(entities, scope.locale),
  };
  const canonicalPath = serializeListingPath(canonical);
  // An unknown parameter goes, in the same redirect as an outdated slug (issue 30, item 11).
  if (canonicalPath !== path || stray !== null)
    return {
      kind: 'redirect',
      path: inStore(scope.store, scope.locale, canonicalPath),
      ...(stray === null ? {} : { search: stray }),
    };
  const base = await scope.caches.pages.get(
    `listing:${scope.store.id}:${scope.locale}:${canonicalPath}`,
    CACHE_SECONDS.parse,
    async () => {
      const settings = await loadSettings(scope.db, scope.caches.content, scope.noCache);
      return listingBaseInfo(scope, {
        state: canonical,
        kind,
        entities,
        references,
        freeShippingAmount: settings.freeShippingAmount,
        noveltySince: settings.noveltySince && Math.floor(settings.noveltySince.getTime() / 1000),
      });
    },
    scope.noCache,
  );
  return { kind: 'page', pageInfo: withListingQuery(base, canonical, scope.locale) };
}
