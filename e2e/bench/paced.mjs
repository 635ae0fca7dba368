// An open-loop client for `pnpm bench:pages`: requests sent evenly paced at a fixed rate, as
// shoppers arrive, whatever the answers are doing. autocannon's `overallRate` sends each
// second's quota at the start of the second, so its latencies measure the burst's queue; here
// request i is due at start + i / rate and its time is counted from when it was due (as wrk2
// does), so a stalled answer cannot hide the requests that waited behind it.
import { Agent, request } from 'node:http';

/**
 * `rate` requests a second for `seconds` on one URL over up to `connections` kept-alive
 * sockets; each answer's time from its due moment, the errors, and how late the client itself
 * sent them (its own lag, which both sides of a comparison share).
 */
export function paced(url, headers, { rate, seconds, connections }) {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const timings = [];
  const lags = [];
  let errors = 0;
  let sent = 0;
  let settled = 0;
  return new Promise((resolve) => {
    if (total === 0) return resolve({ timings, errors, lags });
    const start = performance.now() + 20;
    const settle = (due, failed) => {
      timings.push(performance.now() - due);
      if (failed) errors += 1;
      settled += 1;
      if (settled === total) {
        agent.destroy();
        resolve({ timings, errors, lags });
      }
    };
    const send = (due) => {
      lags.push(performance.now() - due);
      const outgoing = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers,
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => settle(due, answer.statusCode >= 400));
          answer.on('error', () => settle(due, true));
        },
      );
      outgoing.on('error', () => settle(due, true));
      outgoing.end();
    };
    const tick = () => {
      const now = performance.now();
      for (; sent < total && start + sent * interval <= now; sent += 1) {
        send(start + sent * interval);
      }
      if (sent < total) setTimeout(tick, start + sent * interval - performance.now());
    };
    setTimeout(tick, 20);
  });
}
