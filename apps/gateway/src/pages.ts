import type { ServerResponse } from 'node:http';

const page = (title: string, text: string) =>
  Buffer.from(
    `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1><p>${text}</p></html>`,
  );

/** The gateway's own answers, rendered once: they are sent from the hot path. */
export const PAGES = {
  badRequest: { status: 400, body: page('Bad request', 'This address is not valid.') },
  notFound: { status: 404, body: page('Not found', 'There is no page at this address.') },
  tooLarge: { status: 413, body: page('Payload too large', 'This request is too large.') },
  uriTooLong: { status: 414, body: page('URI too long', 'This address is too long.') },
  unavailable: {
    status: 502,
    body: page(
      'Temporarily unavailable',
      'This part of the shop is restarting. Please try again in a moment.',
    ),
  },
} as const;

export type GatewayPage = (typeof PAGES)[keyof typeof PAGES];

/** A page of the gateway's own, with the request id; `close` when the request body is left unread. */
export function sendPage(
  response: ServerResponse,
  requestId: string,
  { status, body }: GatewayPage,
  close = false,
): void {
  const headers = [
    'x-request-id',
    requestId,
    'content-type',
    'text/html; charset=utf-8',
    'content-length',
    String(body.length),
  ];
  if (close) headers.push('connection', 'close');
  response.writeHead(status, headers).end(body);
}
