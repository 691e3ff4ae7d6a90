import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { LazyOverlay } from './lazy-overlay';

function Overlay({ opened }: { readonly opened: boolean }) {
  return <p>{opened ? 'abierto' : 'cerrado'}</p>;
}

describe('LazyOverlay', () => {
  it('loads nothing until the first opening, then mounts closed and opens', async () => {
    const load = vi.fn(async () => Overlay);
    const LazyThing = preloadableLazy(load);
    const seen: boolean[] = [];
    const view = (opened: boolean) => (
      <LazyOverlay opened={opened}>
        {(shown) => {
          seen.push(shown);
          return <LazyThing opened={shown} />;
        }}
      </LazyOverlay>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/abierto|cerrado/)).toBeNull();

    rerender(view(true));
    expect(await screen.findByText('abierto')).toBeInTheDocument();
    // Closed first: Mantine then sees the opening (transition, focus to return to).
    expect(seen).toContain(false);
    expect(seen.at(-1)).toBe(true);

    rerender(view(false));
    expect(screen.getByText('cerrado')).toBeInTheDocument();
    rerender(view(true));
    expect(screen.getByText('abierto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
