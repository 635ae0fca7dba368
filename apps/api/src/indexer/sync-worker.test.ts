import { describe, expect, it } from 'vitest';
import { describeError } from './sync-worker';

describe('describeError', () => {
  it('keeps name, message and status, never the request the client attaches', () => {
    const error = Object.assign(new Error('Unreachable hosts'), {
      name: 'RetryError',
      status: 503,
      stackTrace: [{ request: { headers: { 'x-algolia-api-key': 'secret-admin-key' } } }],
    });
    const logged = describeError(error);
    expect(logged).toEqual({ error: 'RetryError', message: 'Unreachable hosts', status: 503 });
    expect(JSON.stringify(logged)).not.toContain('secret-admin-key');
    expect(describeError('down')).toEqual({ error: 'down' });
  });
});
