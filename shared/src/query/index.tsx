import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '@erep/shared/api';
import { appBus } from '@erep/shared/bus';

// Client errors are answers, not outages: retrying a 4xx only delays the message.
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The one client: this module is a federation singleton, so every remote shares its cache. */
export const queryClient = createQueryClient();

/** Meta of a query whose answer does not depend on who is signed in (the partner's brand, say). */
export const SESSION_INDEPENDENT = { sessionIndependent: true } as const;

// A new session (sign-in, sign-out, another user) must not see the previous one's data.
let lastUser: number | null | undefined;
appBus.on('session:changed', (session) => {
  const user = session.user?.id ?? null;
  if (lastUser !== undefined && user !== lastUser) {
    queryClient.removeQueries({ predicate: (query) => query.meta?.sessionIndependent !== true });
  }
  lastUser = user;
});

export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
