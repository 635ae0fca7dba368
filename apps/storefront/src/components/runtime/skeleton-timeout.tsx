'use client';

import { SKELETON_TIMEOUT_MS } from '@shop/domain/progress';
import { Button } from '@shop/ui';
import { useEffect, useState } from 'react';

/**
 * A skeleton still on screen after 10 s (storefront section 9) stops pretending: it says the
 * page is slow and offers a reload.
 */
export function SkeletonTimeout({ labels }: { labels: { slow: string; reload: string } }) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), SKELETON_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!late) return null;
  return (
    <div role="alert" style={{ display: 'grid', gap: 12, justifyItems: 'start', marginBottom: 24 }}>
      <p style={{ margin: 0 }}>{labels.slow}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {labels.reload}
      </Button>
    </div>
  );
}
