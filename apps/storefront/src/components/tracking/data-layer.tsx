'use client';

import type { ConsentChoice } from '@shop/domain/tracking';
import { useEffect } from 'react';
import { hasSessionFlag, setSessionFlag } from '../../lib/session-flags';
import { CONSENT_CHANGED, readConsent } from '../consent/consent-store';

export interface PageData {
  type: string;
  title: string;
  url: string;
  language: string;
  iso_code: string;
  store: string;
  country: string;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const ISO_CODE_SENT = 'shop.isoCodeSent';

function push(event: Record<string, unknown>) {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/**
 * The tag-manager data layer (storefront sections 4 and 7). Nothing is pushed before the
 * shopper answers the consent banner; the iso_code event goes once per session; every page
 * then pushes its page data. The tag manager itself loads only with a container id and
 * analytics consent.
 */
export function DataLayer({ page, gtmId }: { page: PageData; gtmId: string | null }) {
  useEffect(() => {
    const track = (consent: ConsentChoice) => {
      push({
        event: 'consent_update',
        analytics_storage: consent.analytics ? 'granted' : 'denied',
        ad_storage: consent.marketing ? 'granted' : 'denied',
      });
      if (!hasSessionFlag(ISO_CODE_SENT)) {
        setSessionFlag(ISO_CODE_SENT);
        push({ event: 'iso_code', iso_code: page.iso_code });
      }
      push({ event: 'page_data_init', page: { ...page, url: window.location.href } });
      if (gtmId && consent.analytics && !document.getElementById('gtm-script')) {
        push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        const script = document.createElement('script');
        script.id = 'gtm-script';
        script.async = true;
        script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
        script.onerror = () => console.error('Unable to send data to GTM');
        document.head.append(script);
      }
    };
    const stored = readConsent();
    if (stored) track(stored);
    const onChange = (event: Event) => track((event as CustomEvent<ConsentChoice>).detail);
    window.addEventListener(CONSENT_CHANGED, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED, onChange);
  }, [page, gtmId]);
  return null;
}
