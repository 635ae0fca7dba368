import { config } from 'zod/v4/core';

// Imported first by each front end (the checkout's main.tsx, the storefront's
// instrumentation-client.ts). Their pages' policy allows no eval (@shop/domain/security-headers).
// Zod compiles object parsers with `new Function` where it may, and probes for it on the first
// parse: the probe is refused and the browser records a policy violation on the page. Parsing
// without it is what such a page gets anyway. Only `config` is imported, so this weighs nothing.
config({ jitless: true });
