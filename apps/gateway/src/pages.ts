import type { ServerResponse } from 'node:http';
import { LOCALES, splitLocalePrefix, type Locale } from '@shop/domain/locales';
import { storeDefaultLocale, storeIdFromHost } from '@shop/domain/stores';
import { translator } from '@shop/i18n';

/** The gateway's own answers (a 404 of a blocked path, a 502 while an app restarts...). */
const PAGE_TEXTS = {
  badRequest: { status: 400, title: 'errors.badRequestTitle', text: 'errors.badRequestMessage' },
  notFound: { status: 404, title: 'errors.notFoundTitle', text: 'errors.notFoundMessage' },
  tooLarge: { status: 413, title: 'errors.tooLargeTitle', text: 'errors.tooLargeMessage' },
  uriTooLong: { status: 414, title: 'errors.uriTooLongTitle', text: 'errors.uriTooLongMessage' },
  unavailable: { status: 502, title: 'errors.unavailableTitle', text: 'errors.unavailableMessage' },
} as const;

export type GatewayPageName = keyof typeof PAGE_TEXTS;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function render(locale: Locale, name: GatewayPageName): Buffer {
  const t = translator(locale);
  const title = escapeHtml(t(PAGE_TEXTS[name].title));
  const text = escapeHtml(t(PAGE_TEXTS[name].text));
  return Buffer.from(
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${title}</title>` +
      `<h1>${title}</h1><p>${text}</p></html>`,
  );
}

/** Rendered once per language at start: they are sent from the hot path. */
const PAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      Object.keys(PAGE_TEXTS).map((name) => [name, render(locale, name as GatewayPageName)]),
    ),
  ]),
) as Record<Locale, Record<GatewayPageName, Buffer>>;

/**
 * The page's language as the apps would choose it: the path's prefix, else the language of
 * the host's store. Worked out only when a page is sent, off the forwarding path.
 */
export function pageLocale(url: string, host: string | undefined): Locale {
  const path = url.split('?', 1)[0] ?? '/';
  return splitLocalePrefix(path).locale ?? storeDefaultLocale(storeIdFromHost(host));
}

/** A page of the gateway's own, with the request id; `close` when the request body is left unread. */
export function sendPage(
  response: ServerResponse & { requestId: string },
  name: GatewayPageName,
  close = false,
): void {
  const { url = '/', headers: request } = response.req;
  const body = PAGES[pageLocale(url, request.host)][name];
  const headers = [
    'x-request-id',
    response.requestId,
    'content-type',
    'text/html; charset=utf-8',
    'content-length',
    String(body.length),
  ];
  if (close) headers.push('connection', 'close');
  response.writeHead(PAGE_TEXTS[name].status, headers).end(body);
}
