import { normalizeError } from '@shop/api-client';
import { algoliasearch } from 'algoliasearch';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

/** A local port nothing listens on any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a search that reaches no host (storefront section 8)', () => {
  it('fails with the search client’s RetryError, told as a Network Error of status 0', async () => {
    const client = algoliasearch('SHOPLOCAL', 'local-search-only-key', {
      hosts: [
        { url: '127.0.0.1', port: await closedPort(), protocol: 'http', accept: 'readWrite' },
      ],
    });
    const error = await client
      .searchSingleIndex({ indexName: 'products_fr_prod', searchParams: { query: '' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'RetryError' });
    expect(normalizeError(error)).toEqual({
      status: 0,
      statusText: 'Network Error',
      message: 'Network Error',
    });
  });
});
