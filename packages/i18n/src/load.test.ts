import { describe, expect, it } from 'vitest';
import { messages } from './index';
import { createI18nWith, loadMessages } from './load';

describe('loadMessages', () => {
  it("loads the page's language and the French fallback, and no other", async () => {
    const loaded = await loadMessages('es');
    expect(Object.keys(loaded).sort()).toEqual(['es', 'fr']);
    expect(loaded.es).toEqual(messages.es);
    expect(loaded.fr).toEqual(messages.fr);
    expect(Object.keys(await loadMessages('fr'))).toEqual(['fr']);
  });

  it('gives an instance that translates, and falls back to French for a missing text', async () => {
    const loaded = await loadMessages('de');
    const { header, ...rest } = loaded.de!;
    const { search: _search, ...headerWithoutSearch } = header;
    const i18n = createI18nWith('de', {
      ...loaded,
      de: { ...rest, header: headerWithoutSearch as typeof header },
    });
    expect(i18n.t('header.login')).toBe(messages.de.header.login);
    expect(i18n.t('header.search')).toBe(messages.fr.header.search);
  });
});
