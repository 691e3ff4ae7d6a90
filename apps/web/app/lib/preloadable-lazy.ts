import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the import ahead of the first render (on hover or focus of what will show it). */
  readonly preload: () => void;
};

/**
 * `React.lazy` for a component the first load of the page does without, with `preload`. A failed
 * import is not remembered, so the next attempt imports again.
 */
export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const importOnce = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(importOnce), {
    preload: () => {
      importOnce().catch(() => {});
    },
  });
}
