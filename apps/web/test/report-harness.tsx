import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

// jsdom has no ResizeObserver; the period selector's Select (a Mantine ScrollArea) observes its size.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** One scripted answer of the fake API: a JSON body and its status (200 unless said). */
export interface FakeAnswer {
  readonly status?: number;
  readonly body: unknown;
}

/**
 * Replaces the browser's fetch for the report screens: `answers(path)` gives the answer of each
 * /api/v1/reportes/… request (path with its query string); the calls are recorded.
 */
export function fakeReportsApi(answers: (path: string) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\/api\/v1/, '');
    calls.push(path);
    const answer = await answers(path);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** A report screen at `url` with the providers of the app (Mantine, React Query, the router). */
export function renderReport(screen: ReactNode, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A table's cells as text, row by row (its header row first). */
export function tableCells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}
