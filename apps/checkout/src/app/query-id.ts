/** A positive integer id read from the query string (`?order=42`), else null. */
export const queryId = (value: string | null): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
