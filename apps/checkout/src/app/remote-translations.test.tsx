import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../test/fake-api';
import { cap } from '../test/fixtures';
import { renderApp } from '../test/render-app';

afterEach(cleanup);

describe('texts from GET /translations', () => {
  it("show the API's text of the page's language in place of the bundled one", async () => {
    const api = new FakeApi();
    api.translations = { basket: { title: 'Votre sélection' } };
    await act(async () => {
      renderApp({ path: '/checkout/basket', lines: [cap], api });
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Votre sélection'),
    );
    expect(api.callsTo('/translations')).toHaveLength(1);
    expect(api.callsTo('/translations')[0]?.headers['Accept-Language']).toBe('fr');
  });

  it('keep the bundled texts when the call fails, and report it', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = new FakeApi();
    api.failures.set('/translations', 500);
    await act(async () => {
      renderApp({ path: '/es/checkout/basket', lines: [cap], api });
    });
    await waitFor(() =>
      expect(report).toHaveBeenCalledWith('Unable to load the translations', expect.anything()),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Mi cesta');
  });
});
