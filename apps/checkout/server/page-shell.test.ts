// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localeChunkFiles, pageShells } from './page-shell';

const INDEX =
  '<html lang="fr"><head><meta name="description" content="x" /><title>x</title></head>' +
  '<body><noscript>x</noscript></body></html>';

describe('localeChunkFiles', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index-1.js', isEntry: true },
    'node_modules/@shop/i18n/dist/locales/it.js': {
      file: 'assets/it-2.js',
      imports: ['src/main.tsx', '_texts-3.js'],
    },
    '_texts-3.js': { file: 'assets/texts-3.js', imports: ['_shared-4.js'] },
    '_shared-4.js': { file: 'assets/shared-4.js', imports: ['_texts-3.js'] },
  };

  it('follows the chunk of a language through its imports, without the entry, once each', () => {
    expect(localeChunkFiles(manifest, 'it')).toEqual([
      'assets/it-2.js',
      'assets/texts-3.js',
      'assets/shared-4.js',
    ]);
  });

  it('is empty for a language the manifest has no chunk of', () => {
    expect(localeChunkFiles(manifest, 'nl')).toEqual([]);
    expect(localeChunkFiles({}, 'fr')).toEqual([]);
  });
});

describe('pageShells', () => {
  it('fails at start when index.html has lost a place for the texts', () => {
    expect(() => pageShells(INDEX.replace(/<noscript>x<\/noscript>/, ''), {}, '/c/')).toThrow(
      /NO_SCRIPT/,
    );
    expect(() => pageShells(INDEX.replace('lang="fr"', ''), {}, '/c/')).toThrow(/HTML_LANG/);
  });

  it("writes one page per language, from the shop's messages", () => {
    const shells = pageShells(INDEX, {}, '/c/');
    expect(Object.keys(shells).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
    expect(shells.it).toContain('<html lang="it">');
    // Escaped for HTML: the apostrophe of the Italian notice cannot end an attribute.
    expect(shells.it).toContain('completare l&#39;ordine.</noscript>');
    expect(shells.en).toMatch(/<noscript>Turn on JavaScript[^<]*<\/noscript>/);
  });

  it('names the tag manager container in every page only when the shop has one', () => {
    expect(pageShells(INDEX, {}, '/c/').fr).not.toContain('shop:gtm-id');
    const shells = pageShells(INDEX, {}, '/c/', { gtmId: 'GTM-AB12CD' });
    for (const shell of Object.values(shells))
      expect(shell).toContain('<meta name="shop:gtm-id" content="GTM-AB12CD"></head>');
  });
});
