import { timingSafeEqual } from 'node:crypto';
import { CACHE_SCOPES } from '@shop/domain/cache';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '../../env';

const ZRevalidation = z.object({ scopes: z.array(z.enum(CACHE_SCOPES)).min(1).max(8) });

function authorised(header: string | null): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${env.REVALIDATE_SECRET}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The API's broadcast of a back-office change (apps/api/src/http/storefront-revalidation.ts):
 * every cached answer of those scopes expires now, so the next page shows the change. With the
 * Redis cache handler the expiry reaches every storefront instance. The gateway never forwards
 * this path; the API calls the storefront directly.
 */
export async function POST(request: Request) {
  if (!authorised(request.headers.get('authorization')))
    return Response.json({ error: 'unauthorised' }, { status: 401 });
  const body = ZRevalidation.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ error: 'invalid body' }, { status: 400 });
  // `expire: 0`, not the stale-while-revalidate profile: a changed price must not be shown
  // once more to the next shopper. Time-based staleness keeps stale-while-revalidate.
  for (const scope of new Set(body.data.scopes)) revalidateTag(scope, { expire: 0 });
  return Response.json({ revalidated: [...new Set(body.data.scopes)] });
}
