import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useShop } from './shop-context-provider';

/** Paths this app serves (the gateway's routing), with or without a locale prefix. */
const APP_PATH = /^(?:\/[a-z]{2})?\/(?:login|autoconnect|account|checkout)(?:[/?#]|$)/;

/** Full page loads, as one object so tests can watch them (jsdom cannot navigate). */
export const fullPage = {
  assign: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
};

/** The path relative to the router's basename, or null when it lies outside it. */
export function inAppPath(target: string, basename: string): string | null {
  if (!APP_PATH.test(target)) return null;
  // Unprefixed pages: a target in another language is another basename, so a full load.
  if (basename === '/') return /^\/[a-z]{2}\//.test(target) ? null : target;
  return target.startsWith(`${basename}/`) ? target.slice(basename.length) : null;
}

/**
 * Goes to a site-relative path: inside this app with the router, elsewhere (the storefront,
 * another language) with a full page load.
 */
export function useSiteNavigate() {
  const navigate = useNavigate();
  const { basename } = useShop();
  return useCallback(
    (target: string, options: { replace?: boolean } = {}) => {
      const inside = inAppPath(target, basename);
      if (inside !== null) void navigate(inside, { replace: options.replace });
      else if (options.replace) fullPage.replace(target);
      else fullPage.assign(target);
    },
    [navigate, basename],
  );
}

/** The current URL as the address bar shows it (basename included), for redirect targets. */
export function sitePath(basename: string, location: { pathname: string; search: string }) {
  return `${basename === '/' ? '' : basename}${location.pathname}${location.search}`;
}
