// One scenario under load: autocannon keeps `connections` requests in flight for `seconds`,
// each request built from the scenario with the next PRNG draw. The storefront's browser
// client is mimicked: multi-query endpoint, text/plain body, credentials in the query string.
import autocannon from 'autocannon';
import { prng } from './catalog';
import type { Scenario } from './scenarios';
import { APP_ID, SEARCH_KEY } from './service';

export interface LoadResult {
  /** processingTimeMS of every answer. */
  processing: number[];
  /** Time to the full HTTP answer, as the client saw it (ms). */
  http: number[];
  /** Size of every answer's body (bytes, uncompressed JSON). */
  bytes: number[];
  rps: number;
  /** Non-200 answers, connection errors and timeouts (autocannon's 10 s). */
  failures: { status: number; errors: number; timeouts: number };
}

const query = new URLSearchParams({
  'x-algolia-agent': 'Algolia for JavaScript (5.64.0); Lite (5.64.0); Browser; bench',
  'x-algolia-api-key': SEARCH_KEY,
  'x-algolia-application-id': APP_ID,
});

export function runLoad(
  port: number,
  scenario: Scenario,
  seconds: number,
  connections: number,
  seed: number,
  /** A fixed rate (requests per second) instead of as fast as the connections go. */
  rate?: number,
): Promise<LoadResult> {
  const random = prng(seed);
  const processing: number[] = [];
  const http: number[] = [];
  const bytes: number[] = [];
  let failures = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        requests: [
          {
            method: 'POST',
            path: `/1/indexes/*/queries?${query}`,
            headers: { 'content-type': 'text/plain' },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ requests: [scenario.body(random)] }),
            }),
            onResponse: (status, body) => {
              bytes.push(Buffer.byteLength(body));
              const match = /"processingTimeMS":(\d+)/.exec(body);
              if (status !== 200 || !match) failures++;
              else processing.push(Number(match[1]));
            },
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            processing,
            http,
            bytes,
            rps: result.requests.total / seconds,
            failures: { status: failures, errors: result.errors, timeouts: result.timeouts },
          });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => http.push(ms));
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
