import { configure } from '@testing-library/react';

// npm test runs the browser tests beside these: on a loaded machine a page can take over a
// second to render in jsdom, so a query waits up to 5 s for what it looks for before failing.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has <dialog> without its modal methods, and no scrolling: the smallest stand-ins.
// (Server tests run in Node, without a DOM.)
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
