/**
 * Said once React has hydrated the document (the root layout's first effect): the boot script of
 * decision 0037 holds clicks made before hydration and gives them back only then, when the handlers
 * are attached and the tree is live. Giving them back as soon as `hydrateRoot` was called lost some:
 * React drops a click on a part it cannot hydrate at once.
 */
export const HYDRATED_EVENT = 'motorplaza:hydrated';
export const HYDRATED_FLAG = '__motorplazaHydrated';

export function announceHydrated(): void {
  (window as unknown as Record<string, boolean>)[HYDRATED_FLAG] = true;
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
