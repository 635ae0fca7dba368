import { DEGRADED_PAGE_MARK } from '@shop/domain/cache';

/**
 * Says in the page's HTML that `part` could not be loaded (a service failing): the full-page
 * cache then keeps the page a few seconds instead of minutes (server/page-cache-rules.ts, issue 30,
 * item 18). An empty template: nothing shown, nothing read by assistive technology.
 */
export function DegradedMark({ part }: { part: string }) {
  return <template {...{ [DEGRADED_PAGE_MARK]: part }} />;
}
