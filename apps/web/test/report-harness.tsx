import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/lib/query-client';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/**
 * The network boundary of a screen test: `fetch` answers each API path (after /api/v1) from the
 * queue of answers given for it, the last one repeating; a path with no answer is a test error.
 */
export function stubApi(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const queues = new Map(Object.entries(answers).map(([path, list]) => [path, [...list]]));
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^.*\/api\/v1/, '');
    calls.push(path);
    const queue = queues.get(path);
    if (!queue || queue.length === 0) throw new Error(`no answer for ${path}`);
    const next = (queue.length > 1 ? queue.shift() : queue[0]) as Answer;
    const answer = typeof next === 'function' ? next() : next;
    return (await answer).clone();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, count: (path: string) => calls.filter((call) => call === path).length };
}

/** A screen at `url` with the app's providers: Mantine, a fresh QueryClient (the app's own settings), a router. */
export function renderScreen(screen: ReactNode, url = '/') {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

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

/** A table's cells as text, row by row (its header row first). */
export function tableCells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}
