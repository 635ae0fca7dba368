import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadErrorSuggestions } from './error-suggestions';
import { ShoppingSuggestions } from './shopping-suggestions';

// The request the error page's call comes with: the German store, its English pages.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'de.localhost:3000', 'x-shop-path': '/en/p/hoodie-12' }),
}));

describe('loadErrorSuggestions', () => {
  it("gives the error page the 404's top categories and top sales, for the request's store and language", async () => {
    const node = await loadErrorSuggestions();
    expect(isValidElement(node) && node.type).toBe(ShoppingSuggestions);
    const props = (node as { props: { store: { id: string }; locale: string } }).props;
    expect(props.store.id).toBe('de');
    expect(props.locale).toBe('en');
  });
});
