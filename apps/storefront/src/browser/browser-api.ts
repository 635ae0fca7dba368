import type * as ApiClientModule from '@shop/api-client';
import type { ApiClient, ApiError } from '@shop/api-client';
import { isNoCache, NO_CACHE_PARAM } from '@shop/domain/cache';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';

/**
 * The typed API client in the browser, for every call a page makes from the browser (forms,
 * stock alerts, reviews, tracking). Imported on first use only: the client and its schemas stay out of the
 * page's first scripts.
 */
export async function loadBrowserApi(
  store: StoreId,
  locale: Locale,
): Promise<{ client: typeof ApiClientModule; api: ApiClient }> {
  const client = await import('@shop/api-client');
  // Device 0 is a desktop; the mobile breakpoint of section 9 is 1024 px.
  const device = window.matchMedia('(min-width: 1024px)').matches ? 0 : 1;
  // A page asked with no_cache=1 busts caches on its browser calls too (section 7).
  const noCache = isNoCache(new URLSearchParams(window.location.search).get(NO_CACHE_PARAM));
  return {
    client,
    api: client.createApiClient({
      baseUrl: client.apiBaseUrl(),
      store,
      device,
      locale,
      noCache,
    }),
  };
}

/** There is no session, or it ended (its refresh token was refused): the shopper is a guest. */
export class SignedOutError extends Error {
  override readonly name = 'SignedOutError';
}

type Loaded = Awaited<ReturnType<typeof loadBrowserApi>>;

/**
 * A call of the signed-in shopper with the access token of the shared session cookies; on a
 * 401 the token is refreshed once, kept, and the call made again (journey sections 4 and 8).
 * A session that cannot be renewed is cleared and raised as SignedOutError.
 */
export async function secureCall<T>(
  { client, api }: Loaded,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const session = client.readBrowserSession();
  if (!session) throw new SignedOutError('No session');
  try {
    const result = await client.callWithRefresh(api, session, call);
    if (result.refreshed) client.writeBrowserSession(result.session);
    return result.value;
  } catch (error) {
    if (!(error instanceof client.SessionExpiredError)) throw error;
    client.clearBrowserSession();
    throw new SignedOutError('The session has expired', { cause: error });
  }
}

/** The status and message of an API error answer, or null for any other failure. */
export function apiFailure(
  client: Loaded['client'],
  error: unknown,
): { status: number; message: string | null } | null {
  if (!(error instanceof client.ApiError)) return null;
  const data = error.data as { message?: unknown } | undefined;
  return {
    status: error.status,
    message: typeof data?.message === 'string' && data.message ? data.message : null,
  };
}

/**
 * The API's error answer of a failed call, or null for any other failure. Recognised by name,
 * so a form can read it without loading the client first.
 */
export const apiErrorOf = (error: unknown): ApiError | null =>
  error instanceof Error && error.name === 'ApiError' ? (error as ApiError) : null;
