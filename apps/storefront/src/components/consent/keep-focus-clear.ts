/** Room left between a focused element and the banner above which it is brought. */
const MARGIN_PX = 16;

/**
 * While the fixed consent banner is open, keeps what the keyboard focuses in the page visible
 * above it: the page gets room at its bottom for the banner (the last links can scroll clear of
 * it), and an element focused under it is scrolled up. Returns the clean-up.
 */
export function keepFocusClearOf(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const reserve = () => {
    const height = `${banner.offsetHeight}px`;
    document.body.style.paddingBottom = height;
    // Read by the browser's own scrolling into view of a focused element.
    root.style.scrollPaddingBottom = height;
  };
  reserve();
  const resized = new ResizeObserver(reserve);
  resized.observe(banner);

  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || banner.contains(target)) return;
    // After the browser's own scrolling, which may still leave the element under the banner.
    requestAnimationFrame(() => {
      const covered = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered + MARGIN_PX, behavior: 'instant' });
    });
  };
  document.addEventListener('focusin', onFocus);

  return () => {
    resized.disconnect();
    document.removeEventListener('focusin', onFocus);
    document.body.style.paddingBottom = '';
    root.style.scrollPaddingBottom = '';
  };
}
