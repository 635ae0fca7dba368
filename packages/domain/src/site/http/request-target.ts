/**
 * How long a page's address may be (issue 30, item 5: a query string over ~4 KB gave the
 * storefront a 500). The page's one parse call carries the path and the whole address, and its
 * schema refuses more than these (@shop/api-client's ZParseRequest); longer addresses are
 * answered 414 URI Too Long by the gateway and the storefront before anything is called. No
 * link of the shop comes near: a listing with every facet chosen is under 1 KB.
 */
export const MAX_PAGE_PATH_LENGTH = 2048;
export const MAX_PAGE_TARGET_LENGTH = 4096;

/** Whether a request target (`/path?query`) is longer than a page may be. */
export function isPageTargetTooLong(target: string): boolean {
  if (target.length > MAX_PAGE_TARGET_LENGTH) return true;
  const query = target.indexOf('?');
  return (query < 0 ? target.length : query) > MAX_PAGE_PATH_LENGTH;
}
