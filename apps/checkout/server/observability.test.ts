// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { observeNodeHandler } from '@shop/observability';
import { describe, expect, it } from 'vitest';
import { checkoutObservability, checkoutRoute } from './observability';

const route = (url: string, status = 200) =>
  checkoutRoute({ url } as IncomingMessage, { statusCode: status } as ServerResponse);

describe('checkout observability', () => {
  it('labels requests by kind of path, never by the path itself', () => {
    expect(route('/checkout/assets/index-abc.js')).toBe('/checkout/:file');
    expect(route('/es/checkout/basket?step=2')).toBe('page');
    expect(route('/autoconnect/secret-token')).toBe('page');
    expect(route('/checkout/nothing-here', 404)).toBe('not found');
    expect(route('/checkout/health')).toBe('/checkout/health');
  });

  it('is not ready while the API cannot be reached, and says so', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const options = checkoutObservability(`http://127.0.0.1:${port}`, 'silent');
    const server = createServer(
      observeNodeHandler((_request, response) => response.end(), options),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ready = await fetch(`${base}/health/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { checks: { api: string } }).checks.api).toMatch(
        /ECONNREFUSED/,
      );
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
