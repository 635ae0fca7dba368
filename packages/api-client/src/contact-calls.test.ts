import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';

const base = { baseUrl: 'http://api.test/api/v5', store: 'fr', device: 0, locale: 'fr' } as const;
const message = {
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: 'jeanne@example.fr',
  subject: 'delivery',
  message: 'Mon colis n’est pas arrivé.',
  botToken: 'token',
} as const;

describe('contact calls', () => {
  it('hands the limiter’s Retry-After of a refused message over with the error', async () => {
    const api = createApiClient({
      ...base,
      fetch: async () =>
        new Response('{"message":"Too many requests"}', {
          status: 429,
          headers: { 'Retry-After': '240' },
        }),
    });
    const error = await api.sendContactMessage(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).response.headers?.get('Retry-After')).toBe('240');
  });

  it('asks the bot-check challenge of the contact action', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      ...base,
      fetch: async (url) => {
        urls.push(String(url));
        return new Response('{}', { status: 503 });
      },
    });
    await api.botCheckChallenge('contact').catch(() => undefined);
    expect(urls).toEqual(['http://api.test/api/v5/bot-check/challenge?action=contact']);
  });
});
