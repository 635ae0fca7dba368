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
