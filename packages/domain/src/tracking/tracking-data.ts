/**
 * The tag manager's session (storefront sections 3 and 9): an id given on the first page and
 * kept for the session's maximum age, sent as the customer data's sessionID.
 */
export const TRACKING_SESSION_COOKIE = 'shop_session_id';
export const TRACKING_SESSION_MAX_AGE_S = 1_728_000;

// What the proxy hands out (crypto.randomUUID); anything else in the cookie is replaced.
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isTrackingSessionId(value: string | null | undefined): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

/**
 * The A/B test group of a visitor (storefront section 9): drawn once, kept 30 days so a
 * returning shopper stays in the same group, and handed to the tag manager with the page data.
 */
export const AB_TEST_COOKIE = 'shop_ab_test';
export const AB_TEST_MAX_AGE_S = 2_592_000;
export const AB_TEST_GROUPS = ['A', 'B'] as const;
export type AbTestGroup = (typeof AB_TEST_GROUPS)[number];

export function isAbTestGroup(value: string | null | undefined): value is AbTestGroup {
  return AB_TEST_GROUPS.includes(value as AbTestGroup);
}

/** The group of a uniform draw in [0, 1): each group gets an equal share of visitors. */
export function abTestGroup(draw: number): AbTestGroup {
  const index = Math.min(AB_TEST_GROUPS.length - 1, Math.floor(draw * AB_TEST_GROUPS.length));
  return AB_TEST_GROUPS[Math.max(0, index)]!;
}

/** An address of the customer's book, as far as the tracking data needs it. */
export interface BookAddress {
  city: string | null;
  zipCode: string | null;
  countryIsoCode2: string | null;
  phoneNumber: string | null;
  default: boolean | null;
}

export interface TrackedContact {
  /** In clear here: it leaves the browser only hashed by the API, as e-mail and names do. */
  phone: string | null;
  address: { city: string; zipcode: string; country: string } | null;
}

/**
 * Phone and address of the customer data (storefront section 3), when known: those of the
 * default address of the book, else of its first one.
 */
export function trackedContact(addresses: readonly BookAddress[]): TrackedContact {
  const chosen = addresses.find((address) => address.default) ?? addresses[0];
  if (!chosen) return { phone: null, address: null };
  const { city, zipCode, countryIsoCode2 } = chosen;
  return {
    phone: chosen.phoneNumber || null,
    address:
      city || zipCode || countryIsoCode2
        ? { city: city ?? '', zipcode: zipCode ?? '', country: countryIsoCode2 ?? '' }
        : null,
  };
}
