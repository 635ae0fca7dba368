import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// npm test runs the browser tests beside these: on a loaded machine a query waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
