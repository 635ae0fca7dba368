import { describe, expect, it } from 'vitest';
import {
  AB_TEST_MAX_AGE_S,
  abTestGroup,
  isAbTestGroup,
  isTrackingSessionId,
  TRACKING_SESSION_MAX_AGE_S,
  trackedContact,
  type BookAddress,
} from './tracking-data';

describe('tracking session and A/B test cookies', () => {
  it('last the ages of storefront section 9', () => {
    expect(TRACKING_SESSION_MAX_AGE_S).toBe(1_728_000);
    expect(AB_TEST_MAX_AGE_S).toBe(2_592_000);
  });

  it('accept only the ids and groups the shop hands out', () => {
    expect(isTrackingSessionId('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isTrackingSessionId('not-an-id')).toBe(false);
    expect(isTrackingSessionId(undefined)).toBe(false);
    expect(isAbTestGroup('A')).toBe(true);
    expect(isAbTestGroup('C')).toBe(false);
  });

  it('splits draws evenly between the groups', () => {
    expect([0, 0.49, 0.5, 0.999].map(abTestGroup)).toEqual(['A', 'A', 'B', 'B']);
  });
});

describe('trackedContact', () => {
  const address = (overrides: Partial<BookAddress>): BookAddress => ({
    city: 'Lyon',
    zipCode: '69001',
    countryIsoCode2: 'FR',
    phoneNumber: '+33612345678',
    default: false,
    ...overrides,
  });

  it('takes the default address of the book, else the first', () => {
    const book = [address({ city: 'Lyon' }), address({ city: 'Nantes', default: true })];
    expect(trackedContact(book)).toEqual({
      phone: '+33612345678',
      address: { city: 'Nantes', zipcode: '69001', country: 'FR' },
    });
    expect(trackedContact([address({ phoneNumber: null })])).toEqual({
      phone: null,
      address: { city: 'Lyon', zipcode: '69001', country: 'FR' },
    });
  });

  it('knows nothing without an address', () => {
    expect(trackedContact([])).toEqual({ phone: null, address: null });
  });
});
