/** An error answered as Algolia does: `{ message, status }` with this HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent with the error (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
