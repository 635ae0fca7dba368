/**
 * Links prefetch the page they lead to once the browser has been idle, or at the latest this
 * long after the page loaded (storefront section 9): the page's own work always comes first.
 */
export const LINK_PREFETCH_IDLE_TIMEOUT_MS = 2000;
