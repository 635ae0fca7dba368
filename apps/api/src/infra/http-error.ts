/** An error the client caused or may see: its status and message go out as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 with a message per refused field, for the shopper (ZFieldErrors of api-client). */
export class FieldErrors extends HttpError {
  constructor(
    message: string,
    readonly errors: Record<string, string>,
  ) {
    super(422, message);
    this.name = 'FieldErrors';
  }
}
