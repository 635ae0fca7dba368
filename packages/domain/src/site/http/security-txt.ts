/**
 * The shop's /.well-known/security.txt (RFC 9116), where a researcher finds whom to tell about
 * a vulnerability (issue 30, item 5). Contact and Expires are required; Expires must be a
 * date less than a year ahead (section 2.5.5), so it is derived from the time of the answer,
 * never written as a calendar date that would one day lie.
 */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';
/** How far ahead Expires lies: well under the RFC's "less than a year". */
export const SECURITY_TXT_VALIDITY_DAYS = 180;

export interface SecurityTxt {
  /** `mailto:` or `https:` URIs, most preferred first. */
  contacts: readonly string[];
  /** The file's own https URL on this host (its Canonical field). */
  canonical: string;
  /** Languages a report may be written in (ISO 639-1). */
  languages: readonly string[];
  now: Date;
}

export function securityTxt({ contacts, canonical, languages, now }: SecurityTxt): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALIDITY_DAYS * 86_400_000);
  // Whole seconds: the RFC 3339 form the RFC's examples use.
  const stamp = `${expires.toISOString().slice(0, 19)}Z`;
  return [
    ...contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${stamp}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${canonical}`,
    '',
  ].join('\n');
}
