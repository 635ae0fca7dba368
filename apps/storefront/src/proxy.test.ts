import { MAX_PAGE_TARGET_LENGTH } from '@shop/domain/request-target';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

// Issue 30, item 5: a query string over ~4 KB failed the page's parse call and answered 500.
describe('proxy', () => {
  it('answers 414 to an address longer than a page takes, before any call', async () => {
    const query = `q=${'a'.repeat(MAX_PAGE_TARGET_LENGTH)}`;
    const answer = await proxy(new NextRequest(`http://localhost:3000/soldes?${query}`));
    expect(answer.status).toBe(414);
    expect(await answer.text()).toContain('<h1>Adresse trop longue</h1>');
    const spanish = await proxy(
      new NextRequest(`http://es.localhost:3000/rebajas?${query}`, {
        headers: { host: 'es.localhost:3000' },
      }),
    );
    expect(await spanish.text()).toContain('<h1>Dirección demasiado larga</h1>');
  });
});
