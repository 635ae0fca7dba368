import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the count, hidden from assistive technologies (the link says it)', () => {
    const { container } = render(<CountBadge count={3} className="extra" />);
    const badge = container.querySelector('span');
    expect(badge?.textContent).toBe('3');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.className).toBe('ui-count-badge extra');
  });

  it('draws nothing for zero', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.innerHTML).toBe('');
  });
});
