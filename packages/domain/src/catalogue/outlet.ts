/** The e-mail that opened the outlet, kept 30 days on the whole site (storefront section 9). */
export const OUTLET_EMAIL_COOKIE = 'outletEmail';
export const OUTLET_EMAIL_MAX_AGE_S = 2_592_000;
/**
 * The signed grant of an accepted e-mail (issue 30, item 10), HttpOnly, kept as long as the
 * outletEmail cookie: the route guard checks its signature instead of asking
 * `POST /outlet/access`, whose limit (5 calls per 5 minutes per address, section 9) a shopper
 * browsing the outlet's pages, filters and sorts would otherwise spend in a minute.
 */
export const OUTLET_GRANT_COOKIE = 'outletGrant';
export const OUTLET_GRANT_MAX_AGE_S = OUTLET_EMAIL_MAX_AGE_S;
/** The query flag that opens the outlet popin after a refused visit (section 4). */
export const OUTLET_POPIN_QUERY = 'outlet';
/**
 * Its value when the access check was refused for too many attempts (HTTP 429): the popin then
 * asks the shopper to wait instead of calling the e-mail wrong.
 */
export const OUTLET_POPIN_WAIT = 'wait';

/**
 * The outlet route guard's way out (storefront section 4): back to the page the shopper came
 * from when it is a page of this site, else home; with `outlet=true` so the popin opens there.
 * `previous` is a same-origin path (with its query) or null.
 */
export function outletRefusalTarget(
  previous: string | null,
  flag: 'true' | typeof OUTLET_POPIN_WAIT = 'true',
): { pathname: string; search: string } {
  const path = previous && previous.startsWith('/') && !previous.startsWith('//') ? previous : '/';
  const [pathname = '/', query = ''] = path.split('?');
  const params = query
    .split('&')
    .filter((pair) => pair && !pair.startsWith(`${OUTLET_POPIN_QUERY}=`));
  params.push(`${OUTLET_POPIN_QUERY}=${flag}`);
  return { pathname, search: `?${params.join('&')}` };
}

/** Which e-mail the guard checks: the signed-in shopper's first, then the cookie's. */
export function outletEmail(
  customerEmail: string | null | undefined,
  cookieEmail: string | null | undefined,
): string | null {
  return customerEmail || cookieEmail || null;
}
