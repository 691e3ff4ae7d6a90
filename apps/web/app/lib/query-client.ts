import { QueryClient } from '@tanstack/react-query';

/** One client for the back-office: data stays fresh 30 s; failed reads are not retried (the screens offer it). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
}
