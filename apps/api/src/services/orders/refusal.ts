/**
 * An order the shop will not place or change, with the API error body to answer (`message`,
 * `status`, `field` and what else the caller needs, e.g. `unavailableItems`).
 */
export class OrderRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'OrderRefusal';
  }

  get body(): Record<string, unknown> {
    return {
      message: this.message,
      status: this.status,
      ...(this.field ? { field: this.field } : {}),
      ...this.details,
    };
  }
}
