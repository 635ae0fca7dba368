import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './args';

describe('parseCliArgs', () => {
  it('reads the command and its options', () => {
    expect(parseCliArgs(['seed', '--products', '200', '--seed', '7', '--if-empty'])).toEqual({
      command: 'seed',
      products: 200,
      seed: 7,
      ifEmpty: true,
      force: false,
    });
    expect(parseCliArgs(['index'])).toMatchObject({ command: 'index', products: undefined });
  });

  it('rejects unknown commands, options and bad numbers', () => {
    expect(() => parseCliArgs([])).toThrow(/Usage/);
    expect(() => parseCliArgs(['drop'])).toThrow(/Usage/);
    expect(() => parseCliArgs(['seed', '--nope'])).toThrow();
    expect(() => parseCliArgs(['seed', '--products', 'many'])).toThrow();
    expect(() => parseCliArgs(['seed', '--products', '200001'])).toThrow();
    expect(parseCliArgs(['reset', '--products', '200000']).products).toBe(200_000);
  });
});
