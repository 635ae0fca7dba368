import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormMessage } from './form-message';

describe('FormMessage (storefront section 5)', () => {
  it('is an alert for an error and a status for a success', () => {
    expect(
      renderToStaticMarkup(
        <FormMessage kind="error" noClose>
          No
        </FormMessage>,
      ),
    ).toMatch(/^<div[^>]* role="alert"/);
    expect(
      renderToStaticMarkup(
        <FormMessage kind="success" noClose>
          Yes
        </FormMessage>,
      ),
    ).toMatch(/^<div[^>]* role="status"/);
  });

  it('has a close button unless marked no-close', () => {
    const closable = renderToStaticMarkup(
      <FormMessage kind="error" closeLabel="Fermer le message" onClose={() => {}}>
        Vérifiez les champs signalés.
      </FormMessage>,
    );
    expect(closable).toContain('<button type="button"');
    expect(closable).toContain('aria-label="Fermer le message"');
    const kept = renderToStaticMarkup(
      <FormMessage kind="error" noClose>
        Vérifiez les champs signalés.
      </FormMessage>,
    );
    expect(kept).not.toContain('<button');
  });
});
