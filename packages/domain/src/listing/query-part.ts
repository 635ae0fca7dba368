/** A query string's name or value as written, `+` meaning a space; null when it is not valid URI encoding. */
export function decodeQueryPart(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
