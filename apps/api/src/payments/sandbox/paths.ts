/**
 * Where the sandbox lives in this API (`/api/v5` is app.ts's API_PREFIX, which cannot be
 * imported from here without a cycle; paths.test.ts keeps them equal).
 */
export const SANDBOX_PAGES_BASE = '/api/v5/sandbox';
/** The orders' webhook receiver for this provider (POST /payments/webhooks/:provider). */
export const SANDBOX_WEBHOOK_PATH = '/api/v5/payments/webhooks/sandbox';
