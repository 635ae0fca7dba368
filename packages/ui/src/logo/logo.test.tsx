import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('draws the MAISON RUE wordmark, named for assistive technologies', () => {
    render(<Logo label="Maison Rue" className="extra" />);
    const logo = screen.getByRole('img', { name: 'Maison Rue' });
    expect(logo.textContent).toBe('MAISON RUE');
    expect(logo.className).toBe('ui-logo extra');
    expect(logo.querySelector('.ui-logo__second')?.textContent).toBe('RUE');
  });
});
