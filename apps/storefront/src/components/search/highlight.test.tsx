import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlight } from './highlight';

describe('Highlight', () => {
  it('marks the query words and escapes the rest', () => {
    expect(renderToStaticMarkup(<Highlight text="Sweats <b>& co" query="sweats CO" />)).toBe(
      '<mark>Sweats</mark> &lt;b&gt;&amp; <mark>co</mark>',
    );
  });
});
