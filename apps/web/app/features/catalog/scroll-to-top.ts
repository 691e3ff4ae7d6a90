/**
 * Spec 000 §2: a page change scrolls smoothly to the top, and again after 100 ms (once the new
 * cards have rendered and the page height has settled). Focus moves to the results heading, so
 * keyboard and screen-reader users continue from the new page's start.
 */
export function scrollToTop(focusTarget: HTMLElement | null): void {
  const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
  window.scrollTo({ top: 0, behavior });
  window.setTimeout(() => window.scrollTo({ top: 0, behavior }), 100);
  focusTarget?.focus({ preventScroll: true });
}
