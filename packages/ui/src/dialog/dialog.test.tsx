import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

// jsdom has <dialog> without its modal methods: the smallest stand-in for the open flag.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const dialog = (open: boolean, onClose = vi.fn()) => (
  <Dialog open={open} onClose={onClose} title="Connectez-vous" closeLabel="Fermer" name="connect">
    <a href="/login">Me connecter</a>
  </Dialog>
);

describe('Dialog', () => {
  it('opens as a modal named by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(dialog(true));
    expect(showModal).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Connectez-vous' }).dataset.modal).toBe('connect');
    showModal.mockRestore();
  });

  it('stays closed until asked', () => {
    render(dialog(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks its owner to close on Escape and on the close button', () => {
    const onClose = vi.fn();
    render(dialog(true, onClose));
    const element = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    element.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks inside its box and closes on the backdrop', () => {
    const onClose = vi.fn();
    render(dialog(true, onClose));
    const element = screen.getByRole('dialog');
    element.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 200 });
    fireEvent.click(element, { clientX: 150, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(element, { clientX: 20, clientY: 150 });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('gives the focus back to what had it when it closes', () => {
    const { rerender } = render(
      <>
        <button type="button">Ajouter aux favoris</button>
        {dialog(false)}
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    opener.focus();
    rerender(
      <>
        <button type="button">Ajouter aux favoris</button>
        {dialog(true)}
      </>,
    );
    screen.getByRole('button', { name: 'Fermer' }).focus();
    rerender(
      <>
        <button type="button">Ajouter aux favoris</button>
        {dialog(false)}
      </>,
    );
    expect(document.activeElement).toBe(opener);
  });
});

describe('Dialog without a close button', () => {
  it('leaves the way out to its content; Escape still asks to close', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Cookies bloqués">
        <button type="button" onClick={onClose}>
          J&apos;ai compris
        </button>
      </Dialog>,
    );
    const element = screen.getByRole('dialog', { name: 'Cookies bloqués' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      "J'ai compris",
    ]);
    element.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('Dialog footnote', () => {
  it('puts its small print after the content', () => {
    render(
      <Dialog
        open
        onClose={vi.fn()}
        title="Accès"
        closeLabel="Fermer"
        footnote="Pas encore membre ?"
      >
        <p>Entrez votre e-mail.</p>
      </Dialog>,
    );
    const paragraphs = [...screen.getByRole('dialog').querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Entrez votre e-mail.',
      'Pas encore membre ?',
    ]);
    expect(paragraphs[1]!.className).toBe('ui-dialog__footnote');
  });
});
