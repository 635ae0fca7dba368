'use client';

import { useEffect } from 'react';
import { prefetchRules, whenIdle } from './speculation-rules';

const RULES_ID = 'shop-link-prefetch';

/**
 * Link prefetch (storefront section 9): once the page has loaded and the browser is idle (2 s
 * at the latest), the shop's links prefetch their page through the browser's speculation
 * rules. Nothing on a saved-data connection, nor where the browser has no such rules.
 */
export function IdleLinkPrefetch() {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    if (connection?.saveData) return;
    if (!HTMLScriptElement.supports?.('speculationrules')) return;
    return whenIdle(() => {
      if (document.getElementById(RULES_ID)) return;
      const script = document.createElement('script');
      script.id = RULES_ID;
      script.type = 'speculationrules';
      script.textContent = JSON.stringify(prefetchRules());
      document.head.append(script);
    });
  }, []);
  return null;
}
