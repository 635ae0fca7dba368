import type { Device } from '@shop/domain/device';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import type { z } from 'zod';
import { accountAreaCalls } from './account-area-calls';
import { accountCalls } from './account-calls';
import { contactCalls } from './contact-calls';
import { deliveryCalls } from './delivery-calls';
import { orderCalls } from './order-calls';
import { paymentMethodCalls } from './payment-method-calls';
import { contractCalls } from './contract-call';
import { BROWSING } from './contract/browsing';
import { returnCalls } from './return-calls';
import { ApiError, NETWORK_ERROR, RequestError } from './errors';
import type { TPageInfoRequest } from './schemas/page-info';
import type { TParseRequest } from './schemas/parse';
import { PRODUCT_URL_VERSION } from './schemas/product';
import type { TReferer } from './schemas/referer';
import { TEMPLATE_PAGE_DEFAULT_VERSION } from './schemas/templates';
import { shopperCalls } from './shopper-calls';

export interface ApiClientOptions {
  /** Where the API answers, e.g. `/api/v5` in a browser or `http://127.0.0.1:3003/api/v5`. */
  baseUrl: string;
  store: StoreId;
  device: Device;
  locale: Locale;
  getToken?: () => string | null | undefined;
  /** True when the page was asked with `no_cache=1`: every request path then busts caches. */
  noCache?: boolean;
  fetch?: typeof fetch;
  /** Request time-out, after which the call fails as a request without a response. */
  timeoutMs?: number;
  /**
   * On a server calling for a shopper: the shopper's address as the trusted proxy in front gave
   * it (X-Forwarded-For), so the API's per-address limits count the shopper, not the server.
   */
  forwardedFor?: string | null;
  /** On a server: the id of the request being answered (X-Request-Id), so logs join up. */
  requestId?: string | null;
  /**
   * Read before each call, over the options above: on the server, the device and `no_cache`
   * of the page request being answered are known only once a call runs inside it.
   */
  callContext?: () => CallContext | Promise<CallContext>;
}

/** What a call may take from the page request it is made for. */
export interface CallContext {
  device?: Device;
  noCache?: boolean;
  requestId?: string | null;
}

/** A downloaded file: `fileName` from Content-Disposition, null when the answer gave none. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
  contentType: string;
}

/** The file name of a Content-Disposition header, its UTF-8 `filename*` first (RFC 6266). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]!.trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The headers every call sends (storefront and journey section 7). */
export function commonHeaders(options: ApiClientOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Store': options.store,
    'X-Device': String(options.device),
    'Accept-Language': options.locale,
  };
  const token = options.getToken?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
  if (options.requestId) headers['X-Request-Id'] = options.requestId;
  return headers;
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query: RequestOptions['query'] = {},
  noCache = false,
  now: () => number = Date.now,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  if (noCache) {
    params.set('no_cache', '1');
    // A fresh value changes the URL itself, so no shared cache on the way can answer it.
    params.set('cb', String(now()));
  }
  const search = params.toString();
  const joined = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  return search ? `${joined}?${search}` : joined;
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** Sends a call; a call that gets no answer at all throws a `RequestError` of status 0. */
  async function send(path: string, init: RequestOptions, file: boolean): Promise<Response> {
    const effective = options.callContext
      ? { ...options, ...(await options.callContext()) }
      : options;
    const url = buildUrl(options.baseUrl, path, init.query, effective.noCache);
    try {
      return await doFetch(url, {
        method: init.method ?? 'GET',
        headers: {
          ...commonHeaders(effective),
          ...(file ? { Accept: '*/*' } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? (file ? 30_000 : 10_000)),
      });
    } catch (cause) {
      // No answer at all (network down, time-out): status 0, as a browser reports it.
      throw new RequestError(
        `Request to ${path} got no response`,
        { url, status: 0, statusText: NETWORK_ERROR },
        { cause },
      );
    }
  }

  /** The `ApiError` of an answer that is not 2xx, with its JSON body when it has one. */
  async function apiErrorOf(response: Response): Promise<ApiError> {
    const text = await response.text();
    return new ApiError(response.status, response.statusText, text ? JSON.parse(text) : undefined, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  async function request<T>(schema: z.ZodType<T>, path: string, init: RequestOptions = {}) {
    const response = await send(path, init, false);
    if (!response.ok) throw await apiErrorOf(response);
    const text = await response.text();
    return schema.parse(text ? JSON.parse(text) : undefined);
  }

  /**
   * A file answer (a PDF bill, a data export): its bytes and the name its
   * `Content-Disposition` gives, for the browser to save. Errors as `request` throws them.
   */
  async function requestFile(path: string, init: RequestOptions = {}): Promise<DownloadedFile> {
    const response = await send(path, init, true);
    if (!response.ok) throw await apiErrorOf(response);
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition')),
      contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
    };
  }

  const { call, download } = contractCalls(request, requestFile);

  return {
    request,
    call,
    ...accountCalls(call),
    ...shopperCalls(call),
    ...contactCalls(call),
    ...deliveryCalls(call),
    ...orderCalls(call),
    ...paymentMethodCalls(call),
    ...accountAreaCalls(call, download),
    ...returnCalls(call, download),
    init: () => call(BROWSING.init, {}),
    menu: () => call(BROWSING.menu, {}),
    cmsPage: (pageKey: string) => call(BROWSING.cmsPage, { params: { pageKey } }),
    templatePage: (slug: string, version = TEMPLATE_PAGE_DEFAULT_VERSION) =>
      call(BROWSING.templatePageVersion, { params: { slug, version } }),
    templates: (slugs: readonly string[]) =>
      call(BROWSING.templates, { query: { 'templateSlugs[]': slugs } }),
    product: (id: number) =>
      call(BROWSING.product, {
        params: { id },
        headers: { 'X-Url-Version': PRODUCT_URL_VERSION },
      }),
    productInformation: (id: number) => call(BROWSING.productInformation, { params: { id } }),
    associatedProducts: (id: number) => call(BROWSING.associatedProducts, { params: { id } }),
    productScores: (ids: readonly number[]) =>
      call(BROWSING.productScores, { query: { 'ids[]': ids.map(String) } }),
    parse: (body: TParseRequest) => call(BROWSING.parse, { body }),
    pageInfo: (body: TPageInfoRequest) => call(BROWSING.pageInfo, { body }),
    /** The API's texts of `locale`, else of the client's language. */
    translations: (locale?: Locale) => call(BROWSING.translations, { query: { locale } }),
    /** Storefront section 7: a referer that fails to load gives nothing, never an error. */
    referer: async (refererName: string): Promise<TReferer | null> => {
      try {
        return await call(BROWSING.referer, { params: { refererName } });
      } catch {
        return null;
      }
    },
    generateEncryptedData: (data: string) =>
      call(BROWSING.generateEncryptedData, { body: { data } }),
    sitemapProducts: (page: number) =>
      call(BROWSING.sitemapProducts, { query: { page: String(page) } }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
