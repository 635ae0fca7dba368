'use client';

import { Button } from '@shop/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { loadErrorSuggestions } from '../../../components/error-suggestions';
import { useErrorTexts } from '../../../components/error-texts';
import { reportError } from '../../../browser/report-error';

/**
 * A page that failed to render: an error without status is a 500 (storefront section 8). Like
 * the 404 it offers the top categories and six top sales, asked from the server once shown.
 * A failure of the server's render was reported there (instrumentation.ts, with a digest);
 * one of the browser's is reported here.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const texts = useErrorTexts();
  const [suggestions, setSuggestions] = useState<ReactNode>(null);
  useEffect(() => {
    if (!error.digest) reportError('Unable to render the page', error);
    else console.error(error.message);
  }, [error]);
  useEffect(() => {
    let current = true;
    loadErrorSuggestions().then(
      (node) => current && setSuggestions(node),
      // Without them the page still has its message and retry.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className="page-width" style={{ paddingBlock: 48, display: 'grid', gap: 32 }}>
      <div role="alert">
        <h1>{texts?.title}</h1>
        <p>{texts?.message}</p>
        <Button onClick={reset}>{texts?.retry}</Button>
      </div>
      {suggestions}
    </section>
  );
}
