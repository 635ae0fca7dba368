import { describe, expect, it } from 'vitest';
import { FONT_FLAG, loadAfterPaint } from './scripts-after-paint';

const NONCE = 'abc123';
const PHONE = { phone: true };
const FONT = '/_next/static/media/inter.woff2';
const LINK = `<${FONT}>; rel=preload; as="font"; crossorigin=""; nonce="${NONCE}"; type="font/woff2", </_next/static/chunks/a.css>; rel=preload; as="style"; nonce="${NONCE}"`;
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/main.js"/>`,
  `<script src="/_next/static/chunks/one.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/two.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${NONCE}"></script>`,
  '<title>Shop</title></head><body><main>Hi</main>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"x"])</script>`,
  `<script src="/_next/static/chunks/main.js" nonce="${NONCE}" async=""></script>`,
  '</body></html>',
].join('');

describe("a kept page's scripts and font load after its first paint", () => {
  it('lists the async chunks, in order, and the fonts in one nonced loader in the head', () => {
    const { html } = loadAfterPaint(page, LINK, PHONE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|main)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script nonce="${NONCE}" data-after-paint="">(function(s,f){`);
    expect(head).toContain(
      `(["/_next/static/chunks/one.js","/_next/static/chunks/two.js","/_next/static/chunks/main.js"],["${FONT}"])`,
    );
    expect(head).toContain('largest-contentful-paint');
    expect(head).toContain(JSON.stringify(FONT_FLAG));
  });

  it("takes the font out of the Link header and leaves the stylesheets' preloads", () => {
    const { link } = loadAfterPaint(page, LINK, PHONE);
    expect(link).toBe(`</_next/static/chunks/a.css>; rel=preload; as="style"; nonce="${NONCE}"`);
    expect(loadAfterPaint(page, `<${FONT}>; rel=preload; as="font"`, PHONE).link).toBeNull();
    expect(loadAfterPaint(page, undefined, PHONE).html).toContain('],[])');
  });

  it("leaves a desktop page's font preload in its Link header and out of the loader", () => {
    const { html, link } = loadAfterPaint(page, LINK, { phone: false });
    expect(link).toBe(LINK);
    expect(html).toContain('"/_next/static/chunks/main.js"],[])');
  });

  it('keeps what is not a chunk to defer: stylesheets, noModule scripts, inline scripts', () => {
    const { html } = loadAfterPaint(page, LINK, PHONE);
    expect(html).toContain('/_next/static/chunks/a.css');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""');
    expect(html).toContain('self.__next_f.push([1,"x"])');
    expect(html).toContain('<main>Hi</main>');
  });

  it('leaves a page without chunks or without a head, and its Link header, as they are', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body></body></html>';
    expect(loadAfterPaint(plain, LINK, PHONE)).toEqual({ html: plain, link: LINK });
    const fragment = '<script src="/_next/static/chunks/one.js" async=""></script>';
    expect(loadAfterPaint(fragment, LINK, PHONE)).toEqual({ html: fragment, link: LINK });
  });
});
