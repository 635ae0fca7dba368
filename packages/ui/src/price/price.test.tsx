import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

const labels = { now: 'Prix actuel', before: 'Prix initial' };
/** Intl puts a narrow no-break space before the euro sign in French. */
const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ') ?? '';

describe('Price', () => {
  it('shows a full price alone, without struck price, percent or hidden labels', () => {
    const { container } = render(
      <Price price={59.99} originalPrice={59.99} locale="fr" labels={labels} />,
    );
    expect(text(container.querySelector('.ui-price__current'))).toBe('59,99 €');
    expect(container.querySelector('del')).toBeNull();
    expect(container.querySelector('.ui-price__percent')).toBeNull();
    expect(container.querySelector('.ui-price--promo')).toBeNull();
    expect(screen.queryByText('Prix initial')).toBeNull();
  });

  it('treats a missing original price as a full price', () => {
    const { container } = render(<Price price={20} locale="fr" labels={labels} />);
    expect(text(container.firstElementChild)).toBe('20,00 €');
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows the reduced price, the struck original price and the percent off', () => {
    const { container } = render(
      <Price price={41.99} originalPrice={59.99} locale="fr" labels={labels} />,
    );
    const root = container.firstElementChild;
    expect(root?.classList.contains('ui-price--promo')).toBe(true);
    expect(text(container.querySelector('ins'))).toBe('Prix actuel 41,99 €');
    expect(text(container.querySelector('del'))).toBe('Prix initial 59,99 €');
    expect(text(container.querySelector('.ui-price__percent'))).toBe('-30%');
    expect(screen.getByText('Prix actuel').classList.contains('ui-visually-hidden')).toBe(true);
  });

  it('formats in the shopper locale', () => {
    const { container } = render(
      <Price
        price={41.99}
        originalPrice={59.99}
        locale="en"
        labels={{ now: 'Now', before: 'Was' }}
      />,
    );
    expect(text(container.querySelector('ins'))).toBe('Now €41.99');
  });

  it('does not show a promotion when the price went up', () => {
    const { container } = render(
      <Price price={70} originalPrice={59.99} locale="fr" labels={labels} />,
    );
    expect(container.querySelector('del')).toBeNull();
    expect(text(container.firstElementChild)).toBe('70,00 €');
  });

  it('hides a 0% badge for a tiny reduction but still strikes the old price', () => {
    const { container } = render(
      <Price price={99.99} originalPrice={100} locale="fr" labels={labels} />,
    );
    expect(container.querySelector('del')).not.toBeNull();
    expect(container.querySelector('.ui-price__percent')).toBeNull();
  });

  it('applies the size class', () => {
    const { container } = render(
      <Price price={10} originalPrice={10} locale="fr" labels={labels} size="lg" />,
    );
    expect(container.firstElementChild?.classList.contains('ui-price--lg')).toBe(true);
    expect(container.firstElementChild?.classList.contains('ui-tabular')).toBe(true);
  });
});
