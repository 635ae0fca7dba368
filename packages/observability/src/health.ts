/** One dependency of a service: resolves when it answers, throws (or times out) when not. */
export type ReadinessCheck = () => Promise<unknown>;

export interface Readiness {
  status: 200 | 503;
  body: {
    status: 'ready' | 'not ready';
    /** `ok`, or why the dependency is not usable (its error, never a secret: no URL). */
    checks: Record<string, string>;
  };
}

const LIVE_BODY = { status: 'live' } as const;
export const liveness = () => ({ status: 200 as const, body: LIVE_BODY });

/** An error's message without anything that looks like a URL (credentials can sit in one). */
function reasonOf(error: unknown): string {
  const { cause: inner } = (error ?? {}) as { cause?: { code?: string; message?: string } };
  const cause = inner?.code ?? inner?.message;
  const message = error instanceof Error ? error.message : String(error);
  const text = cause ? `${message} (${cause})` : message;
  return text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, '[url]').slice(0, 200) || 'failed';
}

function withTimeout(check: ReadinessCheck, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; ready when all pass, else 503 with each one's reason. */
export async function readiness(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = 2000,
): Promise<Readiness> {
  const names = Object.keys(checks);
  const results = await Promise.allSettled(
    names.map((name) => withTimeout(checks[name]!, timeoutMs)),
  );
  const outcome: Record<string, string> = {};
  results.forEach((result, index) => {
    outcome[names[index]!] = result.status === 'fulfilled' ? 'ok' : reasonOf(result.reason);
  });
  const ready = results.every((result) => result.status === 'fulfilled');
  return {
    status: ready ? 200 : 503,
    body: { status: ready ? 'ready' : 'not ready', checks: outcome },
  };
}

/** A check that another service's liveness endpoint answers 200. */
export function httpCheck(url: string, timeoutMs = 2000): ReadinessCheck {
  return async () => {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`answered ${answer.status}`);
  };
}
