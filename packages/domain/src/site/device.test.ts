import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent, isDesktop } from './device';

describe('deviceFromUserAgent', () => {
  it('is 0 for a desktop browser', () => {
    expect(
      deviceFromUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      ),
    ).toBe(0);
    expect(deviceFromUserAgent(undefined)).toBe(0);
  });
  it('is 1 for phones and tablets', () => {
    expect(
      deviceFromUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(1);
    expect(deviceFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari')).toBe(1);
    expect(isDesktop(1)).toBe(false);
  });
});
