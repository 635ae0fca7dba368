import localFont from 'next/font/local';

/**
 * Inter, shipped with the app (no font service), cut to the shop's characters and weights by
 * scripts/subset-font.mjs before each build. Through next/font the file is preloaded and
 * a fallback face with Inter's metrics is generated, so the swap moves no line: loaded by a
 * plain @font-face, it re-wrapped the app banner and pushed the page down (CLS 0.097 on /).
 */
export const inter = localFont({
  src: '../../generated/inter-latin-wght-400-900.woff2',
  weight: '400 900',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
});
