/**
 * The service's secrets in tests: the in-process apps (app.ts) and the services started as
 * processes (test/e2e/harness.ts, main-process tests). A module of its own, without imports, so
 * that a test which only needs these four strings does not load the whole service with app.ts.
 */
export const TEST_SECRETS = {
  INTERNAL_API_KEY: 'test-internal-key-0123456789',
  CI_STATUS_TOKEN: 'test-ci-token-0123456789abcdef',
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef',
  DATA_ENCRYPTION_KEY: 'dGVzdC1kYXRhLWVuY3J5cHRpb24ta2V5LTMyYnl0ZXM',
};
