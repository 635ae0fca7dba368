// The abuse of issue 30, run in its own process (`tsx bench/abuser.ts <options JSON>`) so
// that its clients never share an event loop with the listing load it disturbs. From its own
// address (127.0.0.2 by default: another client on loopback), `connections` loops send,
// back to back, the two heaviest calls a public key could make: the reported one (40 queries
// of 1,000 whole records with every facet) and the heaviest the bounds let through (20
// queries of 100 whole records). Prints `started`, then one JSON line: calls and bytes per
// status.
import { Agent, request } from 'node:http';
import { APP_ID } from './service';
import { INDEX } from './scenarios';

interface Options {
  port: number;
  key: string;
  seconds: number;
  connections: number;
  localAddress: string;
}

const options = JSON.parse(process.argv[2]!) as Options;

const queries = (count: number, hitsPerPage: number) =>
  JSON.stringify({
    requests: Array.from({ length: count }, (_, i) => ({
      indexName: INDEX,
      query: '',
      hitsPerPage,
      page: i % 3,
      facets: ['*'],
    })),
  });
/** 2.4 KB asking 118 MB at 200,000 products, as reported; then the most the bounds allow. */
const BODIES = [queries(40, 1000), queries(20, 100)];

const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
const path =
  `/1/indexes/*/queries?x-algolia-application-id=${APP_ID}` +
  `&x-algolia-api-key=${encodeURIComponent(options.key)}`;

const byStatus: Record<string, { calls: number; bytes: number }> = {};
const send = (body: string): Promise<void> =>
  new Promise((resolve) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: 'POST',
        path,
        agent,
        localAddress: options.localAddress,
        headers: { 'content-type': 'text/plain' },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          const entry = (byStatus[String(response.statusCode)] ??= { calls: 0, bytes: 0 });
          entry.calls++;
          entry.bytes += bytes;
          resolve();
        });
      },
    );
    call.on('error', () => {
      (byStatus.error ??= { calls: 0, bytes: 0 }).calls++;
      resolve();
    });
    call.end(body);
  });

// The parent starts its listing clients on this line, once this process has loaded.
console.info('started');
const until = performance.now() + options.seconds * 1000;
await Promise.all(
  Array.from({ length: options.connections }, async (_, loop) => {
    for (let i = loop; performance.now() < until; i++) await send(BODIES[i % BODIES.length]!);
  }),
);
agent.destroy();
console.info(JSON.stringify(byStatus));
