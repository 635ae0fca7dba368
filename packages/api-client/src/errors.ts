/** An answer came back with an error status: it passes through normalisation untouched. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
    readonly response: {
      status: number;
      statusText: string;
      /** The answer's headers, when they say more (Retry-After of a 429). */
      headers?: { get(name: string): string | null };
    },
  ) {
    super(`${status} ${statusText}`);
  }
}

/** The request went out but no answer came back (network down, time-out, CORS...). */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    message: string,
    readonly request: { status?: number; statusText?: string; url: string },
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface NormalizedError {
  status: number;
  statusText: string;
  message: string;
  data?: unknown;
}

const INTERNAL = 'Internal Server Error';
/** What a failure without any answer is called (status 0, storefront section 8). */
export const NETWORK_ERROR = 'Network Error';

interface SearchRetryFrame {
  response?: { status?: number; isTimedOut?: boolean };
}

/**
 * The search client's RetryError (algoliasearch): every host was tried and none answered
 * usefully. Recognised by name, so this package does not depend on the search client.
 */
function isSearchRetryError(
  error: unknown,
): error is Error & { stackTrace?: readonly SearchRetryFrame[] } {
  return error instanceof Error && error.name === 'RetryError';
}

/** Every attempt of a RetryError failed by the network or a time-out, never by an answer. */
function failedByNetwork(stackTrace: readonly SearchRetryFrame[] | undefined): boolean {
  return (stackTrace ?? []).every(
    ({ response }) => !response || response.isTimedOut === true || !response.status,
  );
}

/**
 * Storefront section 8: an error with a response passes through; a request without a response
 * becomes a synthetic error with the request status (default 500) and statusText (default
 * 'Internal Server Error') — status 0 'Network Error' when nothing answered at all; a search
 * RetryError whose attempts all failed by the network or a time-out is that 'Network Error'
 * too; any other failure is 500 'Internal Server Error'.
 */
export function normalizeError(error: unknown): NormalizedError {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      statusText: error.statusText,
      message: error.message,
      data: error.data,
    };
  }
  if (error instanceof RequestError) {
    const status = error.request.status ?? 500;
    const statusText = error.request.statusText || (status === 0 ? NETWORK_ERROR : INTERNAL);
    return { status, statusText, message: statusText };
  }
  if (isSearchRetryError(error) && failedByNetwork(error.stackTrace))
    return { status: 0, statusText: NETWORK_ERROR, message: NETWORK_ERROR };
  return { status: 500, statusText: INTERNAL, message: INTERNAL };
}

/** The failure reached no server at all (status 0): the connection is the likely cause. */
export const isNetworkFailure = (error: unknown): boolean => normalizeError(error).status === 0;
