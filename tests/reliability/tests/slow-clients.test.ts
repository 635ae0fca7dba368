import { describe, expect, it } from 'vitest';
import { gatewayUrl, shopInfo } from '../src/control';
import { slowBody, slowClient, slowHeaders } from '../src/slow-client';

// Issue 19, finding 1: a client that sends a request slowly gets a 408 at the deadline from
// every server of the shop, and the shop keeps answering everyone else meanwhile.
const SERVERS = ['gateway', 'api', 'checkout', 'storefront'] as const;

describe('slow clients', () => {
  it.each(SERVERS)(
    'the %s lets go of slow headers and slow bodies at the deadline',
    async (server) => {
      const { ports, requestTimeoutMs } = shopInfo();
      const path = server === 'checkout' ? '/checkout/basket' : '/api/v5/basket/detail';
      const [headers, bodies] = await Promise.all([
        Promise.all(Array.from({ length: 20 }, () => slowClient(ports[server], slowHeaders('/')))),
        Promise.all(Array.from({ length: 20 }, () => slowClient(ports[server], slowBody(path)))),
      ]);
      for (const answer of [...headers, ...bodies])
        expect(answer.elapsedMs).toBeLessThan(requestTimeoutMs + 1_500);
      expect(headers.map((answer) => answer.status)).toEqual(Array(20).fill(408));
      // Servers that read bodies answer 408; the checkout and the storefront answer a POST
      // they have no use for (405, 404) at once, and still close the socket at the deadline.
      const bodyStatus = { gateway: 408, api: 408, checkout: 405, storefront: 404 }[server];
      expect(bodies.map((answer) => answer.status)).toEqual(Array(20).fill(bodyStatus));
    },
  );

  it('keeps answering shoppers while 300 slow clients hold sockets', async () => {
    const { ports } = shopInfo();
    const slow = Array.from({ length: 300 }, (_, index) =>
      slowClient(ports.gateway, index % 2 ? slowHeaders('/') : slowBody('/api/v5/basket/detail')),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(gatewayUrl('/api/v5/init'), { headers: { 'x-store': 'fr', 'x-device': '0' } }),
      ),
    );
    const elapsed = Date.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    console.info(`slow clients: 20 API calls answered in ${elapsed} ms beside 300 slow sockets`);
    expect(elapsed).toBeLessThan(2_000);
    expect((await Promise.all(slow)).every((answer) => answer.status === 408)).toBe(true);
  });
});
