import localFont from 'next/font/local';

/**
 * Inter, shipped with the app (no font service). Through next/font the file is preloaded and
 * a fallback face with Inter's metrics is generated, so the swap moves no line: loaded by a
 * plain @font-face, it re-wrapped the app banner and pushed the page down (CLS 0.097 on /).
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
});
