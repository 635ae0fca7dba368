import { storeLocales, type Locale } from './locales';

export const STORE_IDS = ['fr', 'es', 'it', 'be', 'de', 'int'] as const;
export type StoreId = (typeof STORE_IDS)[number];
export const MAIN_STORE_ID: StoreId = 'fr';

export interface Store {
  id: StoreId;
  displayName: string;
  pictureFlagUrl: string;
  baseUrl: string;
  defaultLocale: Locale;
  /**
   * The store's own languages, its default first (unprefixed) and the others prefixed: the
   * country's languages, as its shoppers expect (Belgium: Dutch and French).
   */
  languages: Locale[];
  /** Every language the store serves: its own, then the others (`storeLocales`). */
  locales: Locale[];
  /** Upper-cased ISO country code; prices of the store are read under its lower-cased form. */
  countryCode: string;
  /** Lower-cased language code of the default locale. */
  langCode: string;
  isMain: boolean;
  productIndex: string;
  suggestionIndex: string;
}

interface StoreDefinition {
  displayName: string;
  defaultLocale: Locale;
  /** Languages of the country besides the default one. */
  alsoSpeaks?: Locale[];
  countryCode: string;
}

const DEFINITIONS: Record<StoreId, StoreDefinition> = {
  fr: { displayName: 'France', defaultLocale: 'fr', countryCode: 'fr' },
  es: { displayName: 'España', defaultLocale: 'es', countryCode: 'es' },
  it: { displayName: 'Italia', defaultLocale: 'it', countryCode: 'it' },
  // Belgian shops speak Dutch and French (issue 30): Dutch unprefixed, French under /fr.
  be: { displayName: 'België', defaultLocale: 'nl', alsoSpeaks: ['fr'], countryCode: 'be' },
  de: { displayName: 'Deutschland', defaultLocale: 'de', countryCode: 'de' },
  // The generic international store has no country of its own: it reads the `default` prices.
  int: { displayName: 'International', defaultLocale: 'en', countryCode: 'int' },
};

export function isStoreId(value: unknown): value is StoreId {
  return typeof value === 'string' && (STORE_IDS as readonly string[]).includes(value);
}

export const productIndexName = (id: StoreId) => `products_${id}_prod`;
export const suggestionIndexName = (id: StoreId) => `bacs_${id}_prod`;

/**
 * Local host names: `localhost` and `fr.localhost` are the main store, `{id}.localhost` the
 * others (browsers resolve `*.localhost` to loopback). Production passes its own host names.
 */
export function localStoreHosts(port: number): Record<StoreId, string> {
  const suffix = port === 80 ? 'localhost' : `localhost:${port}`;
  return Object.fromEntries(
    STORE_IDS.map((id) => [id, id === MAIN_STORE_ID ? suffix : `${id}.${suffix}`]),
  ) as Record<StoreId, string>;
}

/** The six stores with base URLs built from the configured host of each. */
export function buildStores(hosts: Record<StoreId, string>, protocol = 'http'): Store[] {
  return STORE_IDS.map((id) => {
    const definition = DEFINITIONS[id];
    const languages = storeLanguages(id);
    return {
      id,
      displayName: definition.displayName,
      pictureFlagUrl: `/flags/${id}.svg`,
      baseUrl: `${protocol}://${hosts[id]}`,
      defaultLocale: definition.defaultLocale,
      languages,
      locales: storeLocales(languages),
      countryCode: definition.countryCode.toUpperCase(),
      langCode: definition.defaultLocale.toLowerCase(),
      isMain: id === MAIN_STORE_ID,
      productIndex: productIndexName(id),
      suggestionIndex: suggestionIndexName(id),
    };
  });
}

/** The language a store speaks when the path carries no locale prefix. */
export function storeDefaultLocale(id: StoreId): Locale {
  return DEFINITIONS[id].defaultLocale;
}

/** The store's own languages, the default (unprefixed) first. */
export function storeLanguages(id: StoreId): Locale[] {
  const { defaultLocale, alsoSpeaks = [] } = DEFINITIONS[id];
  return [defaultLocale, ...alsoSpeaks];
}

/**
 * The language a path prefix gives a page of the store; none for a language the store does not
 * serve (/fr outside France and Belgium): such a path is a plain path there.
 */
export function storePathLocale(id: StoreId, prefix: Locale | null): Locale | null {
  return prefix !== null && storeLocales(storeLanguages(id)).includes(prefix) ? prefix : null;
}

/**
 * Reads production host names from configuration such as
 * `fr=www.maisonrue.fr,es=www.maisonrue.es`; stores left out keep their local host.
 */
export function parseStoreHosts(
  value: string | undefined,
  fallback: Record<StoreId, string>,
): Record<StoreId, string> {
  const hosts = { ...fallback };
  for (const pair of (value ?? '').split(',')) {
    const [id, host] = pair.split('=').map((part) => part.trim());
    if (!id && !host) continue;
    if (!isStoreId(id) || !host) throw new Error(`Invalid store host "${pair}": expected id=host`);
    hosts[id] = host.toLowerCase();
  }
  return hosts;
}

export function storeById(stores: readonly Store[], id: StoreId): Store {
  const store = stores.find((candidate) => candidate.id === id);
  if (!store) throw new Error('Store is undefined or null');
  return store;
}

/** The country key a store reads product prices under (`default` for the international store). */
export function priceCountryKey(id: StoreId): string {
  return id === 'int' ? 'default' : DEFINITIONS[id].countryCode;
}

/**
 * Chooses the store from a Host header: an exact configured host first, then the local
 * `{id}.localhost` convention; anything else is the main store.
 */
export function storeIdFromHost(
  host: string | null | undefined,
  configuredHosts?: Partial<Record<StoreId, string>>,
): StoreId {
  const value = (host ?? '').trim().toLowerCase();
  if (configuredHosts) {
    for (const id of STORE_IDS) {
      if (configuredHosts[id]?.toLowerCase() === value) return id;
    }
  }
  const hostname = value.replace(/:\d+$/, '');
  const [first, ...rest] = hostname.split('.');
  if (rest.join('.') === 'localhost' && isStoreId(first)) return first;
  return MAIN_STORE_ID;
}
