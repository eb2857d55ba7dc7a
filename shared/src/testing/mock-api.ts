import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export { http, HttpResponse };

/**
 * Request mocking at the network edge for a test file: the api client's real fetch goes out and
 * MSW answers. Unhandled requests fail the test, so a page cannot silently call something new.
 * Handlers given here last for the file; `server.use(...)` adds per-test ones.
 */
export function mockApi(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Path matcher for the API base the client uses in tests ('/api' resolved against jsdom's origin). */
export const apiPath = (path: string): string => `*/api/${path.replace(/^\/+/, '')}`;
