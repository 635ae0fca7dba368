import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import {
  isTrackingSessionId,
  TRACKING_SESSION_COOKIE,
  trackedContact,
} from '@shop/domain/tracking-data';
import { loadBrowserApi } from '../../browser/browser-api';

/** The signed-in customer; e-mail, names and phone leave the browser only as server-made hashes. */
export interface TrackedCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: number | null;
  birthday: string | null;
}

/** What the tracking data takes of the profile. */
export const trackedCustomer = (profile: TrackedCustomer): TrackedCustomer => ({
  id: profile.id,
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  gender: profile.gender,
  birthday: profile.birthday,
});

/** A cookie of the page, by name (document.cookie lists them as `name=value; ...`). */
export function readCookie(cookieHeader: string, name: string): string | null {
  const entry = cookieHeader.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/** The tag manager's session id the proxy gave this browser (storefront section 3). */
export function trackingSessionId(cookieHeader: string): string | null {
  const value = readCookie(cookieHeader, TRACKING_SESSION_COOKIE);
  return isTrackingSessionId(value) ? value : null;
}

type Loaded = Awaited<ReturnType<typeof loadBrowserApi>>;

/**
 * Phone and address of the customer's book, when the access token in hand reads it. An expired
 * token is not renewed here: the header renews it, and two renewals at once would race for the
 * one-use refresh token.
 */
async function bookContact({ client, api }: Loaded) {
  const session = client.readBrowserSession();
  if (!session) return trackedContact([]);
  try {
    return trackedContact(await api.addresses(session.token));
  } catch (error) {
    if (!(error instanceof client.ApiError && error.status === 401))
      console.error('Unable to fetch customer addresses', error);
    return trackedContact([]);
  }
}

/**
 * The customer and address of the tracking data (storefront section 3): the session id for
 * every visitor; for a signed-in customer their id, civility and birthday, and e-mail, names
 * and phone hashed by the API; the address (city, zip code, country) when their book has one.
 */
export async function customerData(
  store: StoreId,
  locale: Locale,
  customer: TrackedCustomer | null,
) {
  const sessionID = trackingSessionId(document.cookie);
  if (!customer) return { customer: { logged: false, sessionID }, address: null };
  const loaded = await loadBrowserApi(store, locale);
  const hash = async (value: string) => (await loaded.api.generateEncryptedData(value)).hashedData;
  const contact = await bookContact(loaded);
  const [email, firstName, lastName, phone] = await Promise.all([
    hash(customer.email),
    hash(customer.firstName),
    hash(customer.lastName),
    contact.phone ? hash(contact.phone) : null,
  ]);
  return {
    customer: {
      logged: true,
      id: customer.id,
      email,
      gender: customer.gender,
      birthday: customer.birthday,
      sessionID,
      phone,
      first_name: firstName,
      last_name: lastName,
    },
    address: contact.address,
  };
}
