import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export { http, HttpResponse };

/**
 * Request mocking at the network edge for a test file: the api client's real fetch goes out and
 * MSW answers. An unhandled request fails the test that made it, even when the page shows the
 * failed fetch as an error state, so a page cannot silently call something new.
 * Handlers given here last for the file; `server.use(...)` adds per-test ones.
 */
export function mockApi(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const calls = unhandled.splice(0);
    if (calls.length > 0) throw new Error(`Requests no handler answered (add one with mockApi or server.use):\n  ${calls.join('\n  ')}`);
  });
  afterAll(() => server.close());
  return server;
}

/** Path matcher for the API base the client uses in tests ('/api' resolved against jsdom's origin). */
export const apiPath = (path: string): string => `*/api/${path.replace(/^\/+/, '')}`;
