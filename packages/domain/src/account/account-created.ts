/**
 * The home's success banner after a sign-up (storefront section 2, home layout): the sign-up
 * sends the new customer home with this query flag, and the home shows the banner once.
 */
export const ACCOUNT_CREATED_PARAM = 'account_created';

/**
 * Where a new customer goes after signing up: `target`, flagged when it is the home page
 * (`home`, the store's localized root); other targets (back to the checkout...) stay as they are.
 */
export function afterSignUpTarget(target: string, home: string): string {
  const [path = '', query = ''] = target.split('#', 1)[0]!.split('?', 2);
  if (path !== home && path !== `${home}/`) return target;
  const kept = query.split('&').filter((pair) => pair !== '' && !isFlag(pair));
  return `${path}?${[...kept, `${ACCOUNT_CREATED_PARAM}=1`].join('&')}`;
}

const isFlag = (pair: string) => pair.split('=', 1)[0] === ACCOUNT_CREATED_PARAM;

/** True when the page's query (`?a=b&...`) carries the flag. */
export const hasAccountCreatedFlag = (search: string): boolean =>
  search.replace(/^\?/, '').split('&').includes(`${ACCOUNT_CREATED_PARAM}=1`);
