import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { freshApi, newCustomer } from '../support/identity';

// Finding 9 of issue 19: a reset request took 8 ms for a known e-mail and 4 ms for an unknown
// one, which tells a guesser who has an account. The answer now comes before the work.
const { api, outbox } = freshApi();
const run = promisify(execFile);

const CLIENT = `
const [url, requests] = JSON.parse(process.argv[1]);
const timings = [];
for (const { email, ip } of requests) {
  const started = performance.now();
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email }),
  });
  await answer.text();
  if (answer.status !== 202) throw new Error('answered ' + answer.status);
  timings.push(performance.now() - started);
}
console.log(JSON.stringify(timings));
`;

interface TimedRequest {
  kind: 'known' | 'unknown';
  pair: number;
  email: string;
  ip: string;
}

/** Each request's time, in the order sent. */
async function timedElsewhere(url: string, requests: TimedRequest[]) {
  const { stdout } = await run(process.execPath, [
    '--input-type=module',
    '-e',
    CLIENT,
    JSON.stringify([url, requests]),
  ]);
  return JSON.parse(stdout) as number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

// The finding was a 100 % gap (8 ms against 4). Other test files share the two cores in CI and
// slow whole stretches of the run: the two requests of a pair are sent one after the other, so
// each pair's difference (known minus unknown) cancels what slows both, and the median of those
// differences must stay under a quarter of the unknown time (at least 1.5 ms). Separate
// quartiles of each kind failed on that noise (13.7 against 9.3 ms).
const allowedGap = (unknown: number) => Math.max(1.5, unknown / 4);
let attempt = 0;

describe('password-reset request timing (issue 19, finding 9)', () => {
  it(
    'answers known and unknown e-mails in the same time, and still sends the link',
    { retry: 2 },
    async () => {
      attempt += 1;
      // Each sign-up from an address of its own: 20 an hour from one address are allowed, and a
      // refused one would leave a "known" e-mail without an account.
      const known = await Promise.all(
        Array.from({ length: 24 }, async (_, pair) => {
          const customer = newCustomer();
          const { status } = await api.post('/security/register', customer, {
            'x-forwarded-for': `198.19.${attempt * 32 + pair}.1`,
          });
          expect(status, 'signed up').toBeLessThan(300);
          return customer.email;
        }),
      );
      // Timed from another process, as a guesser would: in this one, PGlite's work after the
      // answer would hold the test's own event loop and count against the wrong request.
      // The order alternates, so the link written after a known answer slows known and unknown
      // requests alike. Addresses are new on each attempt: a retry must not meet the limits the
      // first attempt filled (its links would not be sent).
      const requests = known.flatMap((email, pair): TimedRequest[] => {
        const ip = (last: number) => `198.18.${attempt * 32 + pair}.${last}`;
        const unknown = `nobody.${attempt}.${pair}.${Date.now()}@example.fr`;
        const both: TimedRequest[] = [
          { kind: 'unknown', pair, email: unknown, ip: ip(2) },
          { kind: 'known', pair, email, ip: ip(1) },
        ];
        return pair % 2 === 0 ? both : both.reverse();
      });
      const timings = await timedElsewhere(api.url('/security/password-reset/request'), requests);
      const ofKind = (kind: TimedRequest['kind']) =>
        requests
          .map((request, index) => [request, timings[index]!] as const)
          .filter(([request]) => request.kind === kind);
      const unknownMs = median(ofKind('unknown').map(([, ms]) => ms));
      const byPair = new Map(ofKind('unknown').map(([request, ms]) => [request.pair, ms]));
      const gaps = ofKind('known').map(([request, ms]) => ms - byPair.get(request.pair)!);
      const gap = median(gaps);
      expect(
        gap,
        `known - unknown: median ${gap} ms of pairs, unknown ${unknownMs} ms`,
      ).toBeLessThan(allowedGap(unknownMs));
      await expect
        .poll(async () => (await outbox(known[0]!)).map((email) => email.kind), {
          timeout: 15_000,
        })
        .toContain('password_reset');
    },
  );
});
