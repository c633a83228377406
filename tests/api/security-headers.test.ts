import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

describe.each([
  ['test', false],
  ['production', true],
] as const)('security headers (%s)', (nodeEnv, production) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { nodeEnv });
  });
  afterAll(() => server.close());

  it.each(['/api/v1/settings', '/en-us/home', '/api/v1/no-such-route'])('are on %s', async (url) => {
    const { headers } = await server.app.inject({ url });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBe(production ? 'max-age=31536000; includeSubDomains' : undefined);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
