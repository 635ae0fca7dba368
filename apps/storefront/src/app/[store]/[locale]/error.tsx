'use client';

import { Button } from '@shop/ui';
import { useEffect } from 'react';
import { useErrorTexts } from '../../../components/error-texts';

/** A page that failed to render: an error without status is a 500 (storefront section 8). */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  const texts = useErrorTexts();
  useEffect(() => console.error(error.message), [error]);
  return (
    <section className="page-width" style={{ padding: '64px 0' }} role="alert">
      <h1>{texts?.title}</h1>
      <p>{texts?.message}</p>
      <Button onClick={reset}>{texts?.retry}</Button>
    </section>
  );
}
