import { LINK_PREFETCH_IDLE_TIMEOUT_MS } from '@shop/domain/link-prefetch';

/** Pages of other apps behind the same host, and the API: never worth fetching ahead. */
const NOT_PREFETCHED = ['/api', '/login', '/autoconnect', '/account', '/checkout'];

const withAndWithoutLocale = (prefix: string) => [
  prefix,
  `${prefix}/*`,
  `/:locale${prefix}`,
  `/:locale${prefix}/*`,
];

/**
 * Document speculation rules (the browser's own link prefetch) for the shop's page links:
 * moderate eagerness, so a page is fetched when a shopper points at or touches its link, never
 * every link of a listing at once.
 */
export function prefetchRules() {
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            ...NOT_PREFETCHED.flatMap(withAndWithoutLocale).map((pattern) => ({
              not: { href_matches: pattern },
            })),
            {
              not: {
                selector_matches: '[rel~="nofollow"], [download], [target="_blank"]',
              },
            },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/**
 * Runs `task` once the browser is idle, or at the latest after the link-prefetch timeout of
 * section 9; returns its cancellation. Browsers without idle callbacks wait the timeout.
 */
export function whenIdle(task: () => void, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback) {
    const id = win.requestIdleCallback(task, { timeout: LINK_PREFETCH_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(id);
  }
  const id = win.setTimeout(task, LINK_PREFETCH_IDLE_TIMEOUT_MS);
  return () => win.clearTimeout(id);
}
