'use client';

import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
} from '@shop/domain/tracking';

/** Window events that connect the banner, the footer button and the data layer. */
export const CONSENT_CHANGED = 'shop:consent-changed';
export const CONSENT_OPEN = 'shop:consent-open';

export function readConsent(): ConsentChoice | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE.length + 1));
}

export function saveConsent(choice: ConsentChoice) {
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`;
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED, { detail: choice }));
}
