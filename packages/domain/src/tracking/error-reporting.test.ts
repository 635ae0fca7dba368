import { describe, expect, it } from 'vitest';
import {
  isChunkLoadError,
  reportingUserTags,
  shouldReloadAfterChunkError,
  shouldReportError,
} from './error-reporting';

const SHOP = 'https://www.maisonrue.fr';

describe('shouldReportError', () => {
  it('reports the shop’s own errors', () => {
    expect(shouldReportError({ name: 'TypeError', message: 'x is undefined' }, SHOP)).toBe(true);
    expect(
      shouldReportError({ message: 'boom', scriptUrl: `${SHOP}/_next/static/app.js` }, SHOP),
    ).toBe(true);
  });

  it('filters network errors and time-outs', () => {
    expect(shouldReportError({ message: 'Network Error' }, SHOP)).toBe(false);
    expect(shouldReportError({ name: 'TypeError', message: 'Failed to fetch' }, SHOP)).toBe(false);
    expect(shouldReportError({ message: 'timeout of 10000ms exceeded' }, SHOP)).toBe(false);
    expect(shouldReportError({ name: 'AbortError', message: 'aborted' }, SHOP)).toBe(false);
    expect(
      shouldReportError(
        { name: 'RequestError', message: 'Request to /secure/wishes got no response' },
        SHOP,
      ),
    ).toBe(false);
  });

  it('filters third-party scripts that failed', () => {
    expect(
      shouldReportError(
        {
          message: 'Loading script https://www.googletagmanager.com/gtm.js failed',
          scriptUrl: 'https://www.googletagmanager.com/gtm.js',
        },
        SHOP,
      ),
    ).toBe(false);
    expect(
      shouldReportError(
        { message: 'oops', scriptUrl: 'https://connect.facebook.net/sdk.js' },
        SHOP,
      ),
    ).toBe(false);
  });
});

describe('reportingUserTags', () => {
  it('tags the shopper’s id and e-mail, nothing for a visitor', () => {
    expect(reportingUserTags({ id: 42, email: 'a@b.fr' })).toEqual({
      user_id: '42',
      user_email: 'a@b.fr',
    });
    expect(reportingUserTags(null)).toEqual({});
  });
});

describe('chunk-load failures', () => {
  it('recognises a failed chunk', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' })).toBe(
      true,
    );
    expect(
      isChunkLoadError({ message: 'Failed to fetch dynamically imported module: /a.js' }),
    ).toBe(true);
    expect(isChunkLoadError({ message: 'x is undefined' })).toBe(false);
  });

  it('reloads at most once a minute', () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 30_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true);
  });
});
