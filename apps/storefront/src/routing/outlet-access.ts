import { verifyOutletGrant } from '@shop/api-client/outlet-grant';
import { OUTLET_GRANT_COOKIE } from '@shop/domain/outlet';
import type { NextRequest } from 'next/server';
import { env } from '../env';

/** Whether the request carries the outlet grant the API signed, still valid (outlet-grant.ts). */
export const hasOutletGrant = (request: NextRequest): Promise<boolean> =>
  verifyOutletGrant(
    env.REVALIDATE_SECRET,
    request.cookies.get(OUTLET_GRANT_COOKIE)?.value,
    Date.now(),
  );

/**
 * A page fetched ahead of a click: the browser's speculation rules (`Sec-Purpose: prefetch`,
 * older `Purpose: prefetch`) or Next's router (`Next-Router-Prefetch`). The shopper may never
 * open it, so it must not spend one of the outlet's 5 access checks per 5 minutes.
 */
export function isPrefetch(request: NextRequest): boolean {
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '';
  return /\bprefetch\b/i.test(purpose) || request.headers.has('next-router-prefetch');
}
