/**
 * The same-tab, same-origin page a plain click on a link opens, or null when the click opens
 * nothing here (modified click, download, other window or origin, the page itself).
 */
export function clickedPageNavigation(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const target = new URL(anchor.href, window.location.href);
  if (target.origin !== window.location.origin) return null;
  // A link to the same page (or one of its anchors) loads nothing.
  const samePage =
    target.pathname === window.location.pathname && target.search === window.location.search;
  return samePage ? null : target;
}
