import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/domain/locales';
import { translator } from '@shop/i18n';
import { escapeHtml } from '../src/app/escape-html';
import { TAG_MANAGER_META } from '../src/app/tracking-meta';
import { CSP_NONCE_PLACEHOLDER } from './csp';

/** What the server reads of one chunk in Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** What index.html holds where a page's language goes; the server fails at start without it. */
const HTML_LANG = /<html lang="[^"]*"/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const NO_SCRIPT = /<noscript>[^<]*<\/noscript>/;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The files a language's texts arrive in (`loadMessages` of `@shop/i18n/load`): the chunk Vite
 * made of `locales/{locale}.js` and the chunks it imports, but not the app's entry, which the
 * page loads anyway. Empty when the manifest has no such chunk.
 */
export function localeChunkFiles(manifest: BuildManifest, locale: Locale): string[] {
  const key = Object.keys(manifest).find((name) => name.endsWith(`i18n/dist/locales/${locale}.js`));
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || chunk.isEntry || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (key) visit(key);
  return files;
}

/**
 * index.html for each language: `lang`, title, description and the no-script notice in it, and
 * a modulepreload for its texts and the French fallback's, so they download beside the app's
 * script instead of after it has run. Made once per language at start.
 */
export function pageShells(
  indexHtml: string,
  manifest: BuildManifest,
  base: string,
  options: { gtmId?: string } = {},
): Record<Locale, string> {
  for (const [name, marker] of Object.entries({ HTML_LANG, DESCRIPTION, NO_SCRIPT, TITLE })) {
    if (!marker.test(indexHtml)) throw new Error(`index.html has lost its ${name} marker`);
  }
  const shell = (locale: Locale) => {
    const t = translator(locale);
    const texts = new Set([locale, DEFAULT_LOCALE].flatMap((l) => localeChunkFiles(manifest, l)));
    const preloads = [...texts]
      .map(
        (file) =>
          `<link rel="modulepreload" crossorigin href="${base}${file}" nonce="${CSP_NONCE_PLACEHOLDER}">`,
      )
      .join('');
    // The app loads the container from here (src/app/tracking.ts), as the storefront does.
    const tagManager = options.gtmId
      ? `<meta name="${TAG_MANAGER_META}" content="${escapeHtml(options.gtmId)}">`
      : '';
    return indexHtml
      .replace(HTML_LANG, `<html lang="${locale}"`)
      .replace(TITLE, `<title>${escapeHtml(t('meta.siteName'))}</title>`)
      .replace(
        DESCRIPTION,
        `<meta name="description" content="${escapeHtml(t('meta.checkoutDescription'))}" />`,
      )
      .replace(NO_SCRIPT, `<noscript>${escapeHtml(t('meta.noScript'))}</noscript>`)
      .replace('</head>', `${tagManager}${preloads}</head>`);
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, shell(locale)])) as Record<
    Locale,
    string
  >;
}
