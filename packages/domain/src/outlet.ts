/** The e-mail that opened the outlet, kept 30 days on the whole site (storefront section 9). */
export const OUTLET_EMAIL_COOKIE = 'outletEmail';
export const OUTLET_EMAIL_MAX_AGE_S = 2_592_000;
/** The query flag that opens the outlet popin after a refused visit (section 4). */
export const OUTLET_POPIN_QUERY = 'outlet';

/**
 * The outlet route guard's way out (storefront section 4): back to the page the shopper came
 * from when it is a page of this site, else home; with `outlet=true` so the popin opens there.
 * `previous` is a same-origin path (with its query) or null.
 */
export function outletRefusalTarget(previous: string | null): { pathname: string; search: string } {
  const path = previous && previous.startsWith('/') && !previous.startsWith('//') ? previous : '/';
  const [pathname = '/', query = ''] = path.split('?');
  const params = query
    .split('&')
    .filter((pair) => pair && !pair.startsWith(`${OUTLET_POPIN_QUERY}=`));
  params.push(`${OUTLET_POPIN_QUERY}=true`);
  return { pathname, search: `?${params.join('&')}` };
}

/** Which e-mail the guard checks: the signed-in shopper's first, then the cookie's. */
export function outletEmail(
  customerEmail: string | null | undefined,
  cookieEmail: string | null | undefined,
): string | null {
  return customerEmail || cookieEmail || null;
}
