import {
  REFERER_COOKIE,
  REFERER_MAX_AGE_S,
  SFMC_COOKIE,
  SFMC_MAX_AGE_S,
  campaignData,
} from '@shop/domain/tracking';
import {
  AB_TEST_COOKIE,
  AB_TEST_MAX_AGE_S,
  abTestGroup,
  isAbTestGroup,
  isTrackingSessionId,
  TRACKING_SESSION_COOKIE,
  TRACKING_SESSION_MAX_AGE_S,
} from '@shop/domain/tracking-data';
import type { NextResponse } from 'next/server';
import { routeApi, type RouteContext, type RouteStep } from './context';

const REFERER_NAME = /^[A-Za-z0-9_-]{1,64}$/;

async function knownReferer(context: RouteContext, name: string): Promise<boolean> {
  // A failed look-up stores nothing: the visit goes on as a plain one (section 7).
  return (await routeApi(context, { timeoutMs: 1000 }).referer(name)) !== null;
}

/**
 * The tag manager's session id and the A/B test group (sections 3 and 9), given on the first
 * page and kept for their ages. Both are read in the browser (the data layer), so neither is
 * HTTP-only; neither says anything about the shopper.
 */
function keepVisitorCookies(context: RouteContext, response: NextResponse) {
  const cookies = context.request.cookies;
  if (!isTrackingSessionId(cookies.get(TRACKING_SESSION_COOKIE)?.value))
    response.cookies.set(TRACKING_SESSION_COOKIE, crypto.randomUUID(), {
      maxAge: TRACKING_SESSION_MAX_AGE_S,
      path: '/',
      sameSite: 'lax',
    });
  if (!isAbTestGroup(cookies.get(AB_TEST_COOKIE)?.value))
    response.cookies.set(AB_TEST_COOKIE, abTestGroup(Math.random()), {
      maxAge: AB_TEST_MAX_AGE_S,
      path: '/',
      sameSite: 'lax',
    });
}

/**
 * Campaign parameters and an affiliate referer are kept in cookies on arrival (section 7), with
 * the visitor's tracking session and A/B test group.
 */
export const gtm: RouteStep = async (context) => {
  const params = context.url.searchParams;
  const campaign = campaignData(params);
  const referer = params.get('referer');
  const refererKnown =
    referer && REFERER_NAME.test(referer) && (await knownReferer(context, referer));
  context.finishers.push((response) => {
    keepVisitorCookies(context, response);
    if (campaign)
      response.cookies.set(SFMC_COOKIE, JSON.stringify(campaign), {
        maxAge: SFMC_MAX_AGE_S,
        path: '/',
        sameSite: 'lax',
      });
    if (referer && refererKnown)
      response.cookies.set(REFERER_COOKIE, referer, {
        maxAge: REFERER_MAX_AGE_S,
        path: '/',
        sameSite: 'lax',
      });
  });
};
