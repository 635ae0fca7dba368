import { describe, expect, it } from 'vitest';
import { INITIAL_HEADER_STATE, onBasketAdd, onScroll, type HeaderState } from './header-scroll';

const HEIGHT = 64;
const scrollThrough = (positions: number[], state: HeaderState = INITIAL_HEADER_STATE) =>
  positions.reduce((current, y) => onScroll(current, y, HEIGHT), state);

describe('header scroll state', () => {
  it('is not fixed at the top', () => {
    expect(scrollThrough([10, 40])).toMatchObject({ fixed: false, hidden: false });
  });

  it('becomes fixed and hidden once scrolled down past its height', () => {
    expect(scrollThrough([30, 65])).toMatchObject({ fixed: true, hidden: true });
  });

  it('stays hidden on a slow scroll up', () => {
    expect(scrollThrough([400, 800, 790, 780, 770])).toMatchObject({ fixed: true, hidden: true });
  });

  it('shows on a fast scroll up (speed over 30)', () => {
    expect(scrollThrough([400, 800, 769])).toMatchObject({ fixed: true, hidden: false });
    expect(scrollThrough([400, 800, 770])).toMatchObject({ hidden: true });
  });

  it('shows after more than 300 px scrolled up slowly', () => {
    const slowUp = Array.from({ length: 31 }, (_, step) => 1000 - 10 * (step + 1));
    expect(scrollThrough([500, 1000, ...slowUp.slice(0, 30)])).toMatchObject({ hidden: true });
    expect(scrollThrough([500, 1000, ...slowUp])).toMatchObject({ hidden: false });
  });

  it('hides again when scrolling down after being shown', () => {
    expect(scrollThrough([400, 800, 700, 720])).toMatchObject({ fixed: true, hidden: true });
  });

  it('returns to the flow at the very top', () => {
    expect(scrollThrough([400, 800, 0])).toEqual(INITIAL_HEADER_STATE);
  });

  it('is forced fixed and visible after an add to basket', () => {
    expect(onBasketAdd(scrollThrough([400, 800]))).toMatchObject({ fixed: true, hidden: false });
    expect(onBasketAdd(INITIAL_HEADER_STATE)).toMatchObject({ fixed: true, hidden: false });
  });
});
