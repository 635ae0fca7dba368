import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton, buttonClassName } from './button';

describe('Button', () => {
  it('is a type=button primary md button by default and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Ajouter</Button>);
    const button = screen.getByRole('button', { name: 'Ajouter' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('ui-button--primary');
    expect(button.className).toContain('ui-button--md');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled natively and does not call onClick', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Ajouter
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Ajouter' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays focusable while loading, is busy, announces the loading label and ignores clicks', () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Ajout en cours" onClick={onClick} variant="secondary">
        Ajouter
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Ajouter/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.className).toContain('ui-button--loading');
    expect(screen.getByText('Ajout en cours').className).toBe('ui-visually-hidden');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Payer
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('exposes its classes for links styled as buttons', () => {
    expect(buttonClassName({ variant: 'ghost', size: 'lg', fullWidth: true })).toBe(
      'ui-button ui-button--ghost ui-button--lg ui-button--full',
    );
  });
});

describe('IconButton', () => {
  it('is named by its label and reports its pressed state', () => {
    render(
      <IconButton label="Ajouter aux favoris" icon={<svg aria-hidden="true" />} pressed={false} />,
    );
    const button = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
