import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting() {
  return <p>hola</p>;
}

const renderLazy = (Component: ReturnType<typeof preloadableLazy<object>>) =>
  render(
    <Suspense fallback={null}>
      <Component />
    </Suspense>,
  );

describe('preloadableLazy', () => {
  it('imports once however often it is preloaded and rendered', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = preloadableLazy(load);
    expect(load).not.toHaveBeenCalled();
    LazyGreeting.preload();
    LazyGreeting.preload();
    renderLazy(LazyGreeting);
    expect(await screen.findByText('hola')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failed preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const LazyGreeting = preloadableLazy(load);
    LazyGreeting.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    renderLazy(LazyGreeting);
    expect(await screen.findByText('hola')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
