import { describe, expect, it } from 'vitest';
import {
  isCheckoutAppPath,
  isProductPath,
  navigationSkeleton,
  accessRedirect,
  canonicalSearchPath,
  maintenanceRedirect,
  staticPageType,
} from './page-routing';

describe('staticPageType', () => {
  it('knows the home page and the static prefixes, with what lies below them', () => {
    expect(staticPageType('/')).toBe('home');
    expect(staticPageType('/search')).toBe('search');
    expect(staticPageType('/search/jean+brut')).toBe('search');
    expect(staticPageType('/tp/lookbook')).toBe('template');
    expect(staticPageType('/maintenance')).toBe('maintenance');
  });

  it('leaves every other path to the server parse call', () => {
    expect(staticPageType('/searching')).toBeNull();
    expect(staticPageType('/nouveautes')).toBeNull();
    expect(staticPageType('/p/t-shirt-12')).toBeNull();
    expect(staticPageType('/outlet')).toBeNull();
  });
});

describe('maintenanceRedirect', () => {
  it('sends every route to /maintenance while the flag is on', () => {
    expect(maintenanceRedirect('/', true)).toBe('/maintenance');
    expect(maintenanceRedirect('/p/t-shirt-12', true)).toBe('/maintenance');
    expect(maintenanceRedirect('/maintenance', true)).toBeNull();
  });

  it('sends /maintenance home once the flag is off', () => {
    expect(maintenanceRedirect('/maintenance', false)).toBe('/');
    expect(maintenanceRedirect('/marques', false)).toBeNull();
  });
});

describe('accessRedirect', () => {
  it('sends a guest on a sign-in page to /login with the page as redirect target', () => {
    expect(accessRedirect('sign-in', false, '/wishlist')).toEqual({
      pathname: '/login',
      search: '?mode=connection&redirect=%2Fwishlist',
    });
    expect(accessRedirect('sign-in', true, '/wishlist')).toBeNull();
  });

  it('sends a logged-in shopper on a guest-only page home', () => {
    expect(accessRedirect('guest-only', true, '/login')).toEqual({ pathname: '/', search: '' });
    expect(accessRedirect('guest-only', false, '/login')).toBeNull();
    expect(accessRedirect('optional', true, '/contact')).toBeNull();
  });
});

describe('canonicalSearchPath', () => {
  it('trims the query and joins its words with one plus sign', () => {
    expect(canonicalSearchPath('/search/%20jean%20%20brut%20')).toBe('/search/jean+brut');
    expect(canonicalSearchPath('/search/jean++brut')).toBe('/search/jean+brut');
  });

  it('leaves canonical and foreign paths alone', () => {
    expect(canonicalSearchPath('/search/jean+brut')).toBeNull();
    expect(canonicalSearchPath('/search')).toBeNull();
    expect(canonicalSearchPath('/marques')).toBeNull();
  });

  it('sends a blank query to the bare search page', () => {
    expect(canonicalSearchPath('/search/%20')).toBe('/search');
  });

  it('survives a malformed escape', () => {
    expect(canonicalSearchPath('/search/%E0%A4%A')).toBeNull();
  });
});

describe('isProductPath', () => {
  it('is true for product slugs only', () => {
    expect(isProductPath('/p/sweat-a-capuche-sierra-2387')).toBe(true);
    expect(isProductPath('/p')).toBe(false);
    expect(isProductPath('/pulls-c12')).toBe(false);
  });
});

describe('navigationSkeleton', () => {
  it('shows the product skeleton on product pages', () => {
    expect(navigationSkeleton('/p/sweat-a-capuche-sierra-2387')).toBe('product');
  });

  it('shows the listing skeleton on listings, artist pages and search', () => {
    for (const path of [
      '/nouveautes',
      '/sweats-c12',
      '/c-banksy-35',
      '/search/jean+brut',
      '/search',
    ])
      expect(navigationSkeleton(path)).toBe('listing');
  });

  it('shows none on home, CMS, template, other static pages and the checkout app', () => {
    for (const path of [
      '/',
      '/t/faq',
      '/tp/black-friday',
      '/contact',
      '/wishlist',
      '/login',
      '/checkout/basket',
      '/account/history',
    ])
      expect(navigationSkeleton(path)).toBeNull();
  });
});

describe('isCheckoutAppPath', () => {
  it('matches the checkout app paths and what lies below them only', () => {
    expect(isCheckoutAppPath('/login')).toBe(true);
    expect(isCheckoutAppPath('/autoconnect/abc')).toBe(true);
    expect(isCheckoutAppPath('/checkout/basket')).toBe(true);
    expect(isCheckoutAppPath('/accounts-c3')).toBe(false);
    expect(isCheckoutAppPath('/p/login-tee-1')).toBe(false);
  });
});
