// Types of scripts-after-paint.mjs, for the tests.
export const FONT_FLAG: string;
export function loadAfterPaint(
  html: string,
  link: string | string[] | undefined,
  options: { phone: boolean },
): { html: string; link: string | string[] | null | undefined };
