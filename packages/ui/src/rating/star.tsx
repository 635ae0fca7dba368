import type { CSSProperties } from 'react';

const STAR = 'M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17l-5.38 2.85 1.03-6L3.3 9.6l6-.9L12 3.2z';

/** One star, filled from 0 (outline) to 1 (full), in currentColor. */
export function Star({ fill }: { fill: number }) {
  return (
    <span className="ui-star" style={{ '--ui-star-fill': fill } as CSSProperties}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="ui-star__empty">
        <path d={STAR} />
      </svg>
      <span className="ui-star__fill">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      </span>
    </span>
  );
}
