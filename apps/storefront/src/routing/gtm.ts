import {
  REFERER_COOKIE,
  REFERER_MAX_AGE_S,
  SFMC_COOKIE,
  SFMC_MAX_AGE_S,
  campaignData,
} from '@shop/domain/tracking';
import { env } from '../env';
import type { RouteStep } from './context';

const REFERER_NAME = /^[A-Za-z0-9_-]{1,64}$/;

async function knownReferer(name: string): Promise<boolean> {
  // A failed look-up stores nothing: the visit goes on as a plain one (section 7).
  return fetch(`${env.API_URL}/api/v5/referers/${name}`, { signal: AbortSignal.timeout(1000) })
    .then((answer) => answer.ok)
    .catch(() => false);
}

/** Campaign parameters and an affiliate referer are kept in cookies on arrival (section 7). */
export const gtm: RouteStep = async (context) => {
  const params = context.url.searchParams;
  const campaign = campaignData(params);
  const referer = params.get('referer');
  const refererKnown = referer && REFERER_NAME.test(referer) && (await knownReferer(referer));
  context.finishers.push((response) => {
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
