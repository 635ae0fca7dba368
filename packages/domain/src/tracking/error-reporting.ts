/**
 * What the shop reports to its error-reporting service (storefront section 7): the release and
 * environment it runs, the shopper's id and e-mail as tags, and never the noise a shop cannot
 * fix — network errors, time-outs and third-party scripts that failed to load.
 */
export const ERROR_REPORTING_RELEASE = '1.83.0';
export const ERROR_REPORTING_ENVIRONMENT = 'prod';

export interface ReportedError {
  name?: string;
  message?: string;
  /** URL of the script the error comes from, when known. */
  scriptUrl?: string;
}

const NETWORK_NOISE = [
  /^Network Error$/i,
  /Failed to fetch/i,
  /NetworkError when attempting to fetch resource/i,
  /Load failed/i,
  /timeout/i,
  /timed out/i,
  /^AbortError$/,
];

// RequestError: the API client's call that got no answer at all (network down, time-out).
const NOISY_NAMES = new Set([
  'AbortError',
  'TimeoutError',
  'NetworkError',
  'RetryError',
  'RequestError',
]);

/** True when the error is worth a report; `shopOrigin` tells the shop's scripts from others. */
export function shouldReportError(error: ReportedError, shopOrigin: string): boolean {
  if (error.name && NOISY_NAMES.has(error.name)) return false;
  const message = error.message ?? '';
  if (NETWORK_NOISE.some((pattern) => pattern.test(message))) return false;
  // A tag manager, payment or social script failing to load is theirs, not ours.
  if (/^Loading (?:script|chunk) .* failed/i.test(message) && error.scriptUrl)
    return error.scriptUrl.startsWith(shopOrigin);
  if (
    error.scriptUrl &&
    /^https?:/.test(error.scriptUrl) &&
    !error.scriptUrl.startsWith(shopOrigin)
  )
    return false;
  return true;
}

/** Tags of the shopper: user id and e-mail (section 7), nothing when anonymous. */
export function reportingUserTags(
  user: { id: number; email: string } | null,
): Record<string, string> {
  return user ? { user_id: String(user.id), user_email: user.email } : {};
}

/** Chunk-load failures reload the page, at most once a minute (storefront section 4). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: ReportedError): boolean {
  return (
    error.name === 'ChunkLoadError' ||
    /Loading chunk [\w-]+ failed/i.test(error.message ?? '') ||
    /Failed to fetch dynamically imported module/i.test(error.message ?? '') ||
    /error loading dynamically imported module/i.test(error.message ?? '')
  );
}

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}
