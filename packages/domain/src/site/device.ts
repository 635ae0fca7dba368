/** X-Device header value: 0 for a desktop, 1 for anything else (storefront section 7). */
export type Device = 0 | 1;

/** User agents of phones and tablets; exported for the edge's cache key (deploy/nginx). */
export const NOT_DESKTOP = /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|Opera Mini|IEMobile/i;

export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  return userAgent && NOT_DESKTOP.test(userAgent) ? 1 : 0;
}

/** The spec's device type "pc" (desktop mega menu) is device 0. */
export const isDesktop = (device: Device) => device === 0;
