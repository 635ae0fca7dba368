import type { FakeApi } from './fake-api';

/**
 * Holds the fake API's answers to `path` (`/security/login`...) until `release()`, so a test
 * sees the page while its call runs. Call it before renderApp: the client keeps the fetch it
 * was given.
 */
export function holdAnswers(api: FakeApi, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = api.fetch;
  api.fetch = async (input, init) => {
    const called = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v5/, '');
    if (called === path) await gate;
    return answer(input, init);
  };
  return { release };
}
