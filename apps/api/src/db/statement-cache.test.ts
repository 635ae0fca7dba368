import { describe, expect, it } from 'vitest';
import { createStatementCache, MAX_NAMED, statementName } from './statement-cache';

describe('statementName', () => {
  it('names a text from its second use, always with the same name', () => {
    const cache = createStatementCache();
    expect(statementName(cache, 'select $1')).toBeUndefined();
    const name = statementName(cache, 'select $1');
    expect(name).toBe('shop_1');
    expect(statementName(cache, 'select $1')).toBe(name);
    statementName(cache, 'select $2');
    expect(statementName(cache, 'select $2')).toBe('shop_2');
  });

  it('names no more than MAX_NAMED texts, so the connections keep a bounded cache', () => {
    const cache = createStatementCache();
    for (let index = 0; index < MAX_NAMED + 10; index += 1) {
      statementName(cache, `select ${index}`);
      statementName(cache, `select ${index}`);
    }
    expect(cache.names.size).toBe(MAX_NAMED);
    expect(statementName(cache, `select ${MAX_NAMED + 5}`)).toBeUndefined();
    expect(statementName(cache, 'select 0')).toBe('shop_1');
  });
});
