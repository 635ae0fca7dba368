import { describe, expect, it } from 'vitest';
import { APP_BANNER_HIDE_S, appPlatform } from './app-banner';

describe('app banner', () => {
  it('stays hidden for 7 days once closed', () => {
    expect(APP_BANNER_HIDE_S).toBe(604_800);
  });

  it('offers the app of the phone’s own store, and none to desktops', () => {
    expect(appPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(appPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(appPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBeNull();
    expect(appPlatform(null)).toBeNull();
  });
});
