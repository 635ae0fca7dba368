import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatePieces, gzipJoined } from './page-cache-gzip';

const html = (parts: string[]) => parts.map((part) => Buffer.from(part));

describe('a kept page gzipped once, with a fresh nonce per answer', () => {
  it('unzips to the page with the nonce between every two pieces', async () => {
    const parts = html([
      '<!doctype html><script nonce="',
      '">self.__next_f.push([1,"é"])</script>'.repeat(200) + '<script nonce="',
      '"></script></html>',
    ]);
    const deflated = await deflatePieces(parts);
    for (const nonce of [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')]) {
      const answer = Buffer.concat(gzipJoined(parts, deflated, Buffer.from(nonce)));
      expect(gunzipSync(answer).toString()).toBe(parts.join(nonce));
    }
  });

  it('holds pieces that are empty or the whole page', async () => {
    for (const parts of [html(['', '', '']), html(['<p>no nonce</p>']), html(['a', ''])]) {
      const answer = Buffer.concat(gzipJoined(parts, await deflatePieces(parts), Buffer.from('n')));
      expect(gunzipSync(answer).toString()).toBe(parts.join('n'));
    }
  });

  it('is much smaller than the page', async () => {
    const parts = html(['<li class="ui-grid__item">card</li>'.repeat(2000), '</ul>']);
    const answer = Buffer.concat(
      gzipJoined(parts, await deflatePieces(parts), Buffer.from('0123456789abcdef')),
    );
    expect(answer.length).toBeLessThan(parts[0]!.length / 20);
  });
});
