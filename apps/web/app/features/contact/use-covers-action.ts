import { type RefObject, useEffect, useState } from 'react';

/**
 * The controls the floating button must never sit on (issue 22: 'Contáctanos' covered the sell form's
 * 'Siguiente' at 390 px): every button of a form, and anything marked `data-keep-uncovered`.
 */
const ACTIONS = 'form button, [data-keep-uncovered]';
/** A tap's margin around the floating button. */
const MARGIN = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.width > 0 &&
    a.height > 0 &&
    a.left < b.right + MARGIN &&
    a.right > b.left - MARGIN &&
    a.top < b.bottom + MARGIN &&
    a.bottom > b.top - MARGIN
  );
}

/**
 * Whether a form's action lies under `floating`, checked once a frame while the page scrolls, resizes
 * or changes (a form's next step). The floating element then steps aside, unless it holds the focus.
 */
export function useCoversAction(
  floating: RefObject<HTMLElement | null>,
  root: RefObject<HTMLElement | null>,
) {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = floating.current?.getBoundingClientRect();
      if (!own || root.current?.contains(document.activeElement)) {
        setCovers(false);
        return;
      }
      const actions = document.querySelectorAll<HTMLElement>(ACTIONS);
      setCovers(
        [...actions].some(
          (action) => !root.current?.contains(action) && overlaps(action.getBoundingClientRect(), own),
        ),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    schedule();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    for (const event of ['scroll', 'resize', 'focusin', 'focusout'] as const)
      window.addEventListener(event, schedule, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      changes.disconnect();
      for (const event of ['scroll', 'resize', 'focusin', 'focusout'] as const)
        window.removeEventListener(event, schedule);
    };
  }, [floating, root]);
  return covers;
}
