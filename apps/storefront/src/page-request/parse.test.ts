import { describe, expect, it } from 'vitest';
import { parseRedirectTarget } from './parse';

describe('parseRedirectTarget', () => {
  const redirect = (href: string) =>
    ({ code: 301, url: { path: '/', queryParams: {}, href } }) as const;

  it('keeps a site-relative path with its query and hash', () => {
    expect(parseRedirectTarget(redirect('/en/t-shirts-c4?page=2#top'))).toBe(
      '/en/t-shirts-c4?page=2#top',
    );
  });

  it('throws ERR_REDIRECT for anything that leaves the site', () => {
    for (const href of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:x',
    ])
      expect(() => parseRedirectTarget(redirect(href)), href).toThrow(
        expect.objectContaining({ name: 'ExternalRedirectError', code: 'ERR_REDIRECT' }),
      );
  });
});
