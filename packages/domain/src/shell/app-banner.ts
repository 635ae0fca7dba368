/** Storefront section 9: once closed, the app banner stays hidden for 7 days. */
export const APP_BANNER_HIDE_DAYS = 7;
export const APP_BANNER_COOKIE = 'app_banner_closed';
export const APP_BANNER_HIDE_S = APP_BANNER_HIDE_DAYS * 24 * 60 * 60;

export type AppPlatform = 'ios' | 'android';

/**
 * Which store's app a device is offered, or null when it has none (desktops: the footer links
 * and QR codes serve them).
 */
export function appPlatform(userAgent: string | null | undefined): AppPlatform | null {
  if (!userAgent) return null;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}
