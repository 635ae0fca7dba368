/** An answer came back with an error status: it passes through normalisation untouched. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
    readonly response: { status: number; statusText: string },
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

/**
 * Storefront section 8: an error with a response passes through; a request without a response
 * becomes a synthetic error with the request status (default 500) and statusText (default
 * 'Internal Server Error'); any other failure is 500 'Internal Server Error'.
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
    const status = error.request.status || 500;
    const statusText = error.request.statusText || INTERNAL;
    return { status, statusText, message: statusText };
  }
  return { status: 500, statusText: INTERNAL, message: INTERNAL };
}
