import { describe, expect, it } from 'vitest';
import { searchClientOptions, searchHosts } from './search-hosts';

describe('searchHosts', () => {
  it('turns the local service URL into one read-write host', () => {
    expect(searchHosts('http://127.0.0.1:3004')).toEqual([
      { url: '127.0.0.1', port: 3004, protocol: 'http', accept: 'readWrite' },
    ]);
    expect(searchHosts('https://search.example.org')?.[0]).toMatchObject({
      url: 'search.example.org',
      port: undefined,
      protocol: 'https',
    });
  });
  it('leaves hosted Algolia to the client defaults', () => {
    expect(searchHosts(undefined)).toBeUndefined();
    expect(searchHosts('')).toBeUndefined();
  });
});

describe('searchClientOptions', () => {
  it('names hosts only for a local service', () => {
    expect(searchClientOptions('http://127.0.0.1:3004').hosts).toHaveLength(1);
    expect(searchClientOptions(undefined)).toEqual({});
    expect('hosts' in searchClientOptions(undefined)).toBe(false);
  });
});
