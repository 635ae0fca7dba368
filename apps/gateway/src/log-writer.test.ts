import { describe, expect, it } from 'vitest';
import { batchedWriter } from './log-writer';

describe('batchedWriter', () => {
  it('writes the lines of one turn of the event loop at once, in order', async () => {
    const writes: string[] = [];
    const writer = batchedWriter((text) => writes.push(text));
    writer.write('a\n');
    writer.write('b\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n']);
  });

  it('writes what is left when flushed (on exit)', () => {
    const writes: string[] = [];
    const writer = batchedWriter((text) => writes.push(text));
    writer.write('last\n');
    writer.flush();
    writer.flush();
    expect(writes).toEqual(['last\n']);
  });
});
