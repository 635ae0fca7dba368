// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerEnv, serverDeadlines } from './env';

/** Sends `head` and nothing more; resolves when the server lets go, with its status. */
function stall(port: number, head: string): Promise<{ status: number; elapsedMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () =>
      resolve({ status: Number(received.slice(9, 12)), elapsedMs: Date.now() - started }),
    );
  });
}

let server: Server;
let port: number;

beforeAll(async () => {
  const env = readServerEnv({
    CHECKOUT_REQUEST_TIMEOUT_MS: '1000',
    CHECKOUT_HEADERS_TIMEOUT_MS: '800',
  });
  // An app that reads bodies, as the page handler would for any method it accepted.
  server = createServer(serverDeadlines(env), (request, response) => {
    request.resume();
    request.on('end', () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('checkout server deadlines', () => {
  it('answers 408 to a client that stops in its headers or its body, and others meanwhile', async () => {
    const slow = [
      stall(port, 'GET /checkout/basket HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
      stall(
        port,
        'POST /checkout/basket HTTP/1.1\r\nHost: localhost\r\nContent-Length: 9\r\n\r\n{',
      ),
    ];
    expect(await (await fetch(`http://127.0.0.1:${port}/checkout/health`)).text()).toBe('ok');
    for (const { status, elapsedMs } of await Promise.all(slow)) {
      expect(status).toBe(408);
      expect(elapsedMs).toBeLessThan(1_600);
    }
  });
});
