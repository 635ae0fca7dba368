import { WebhookSignatureError, type PaymentEvent } from '../port';
import { readEventBody } from './events';
import { checkSignature, SIGNATURE_HEADER } from './signature';

type Headers = Record<string, string | string[] | undefined>;

/** A header whatever the case of its name (Node lower-cases them, callers may not). */
function header(headers: Headers, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/** The event of a delivery whose signature holds; WebhookSignatureError otherwise. */
export function parseSandboxWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Headers,
  nowSeconds: number,
): PaymentEvent {
  const check = checkSignature(secret, rawBody, header(headers, SIGNATURE_HEADER), nowSeconds);
  if (check !== 'valid') throw new WebhookSignatureError(`Invalid webhook signature (${check})`);
  const event = readEventBody(rawBody);
  if (!event) throw new WebhookSignatureError('The signed body is not a sandbox event');
  return event;
}
