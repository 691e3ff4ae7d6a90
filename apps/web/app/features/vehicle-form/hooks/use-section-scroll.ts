import { useCallback, useEffect, useRef, useState } from 'react';
import {
  activeSection,
  SCROLL_LISTENER_DELAY_MS,
  type SectionGeometry,
  sectionScrollTop,
} from './section-step';

/**
 * The form's step indicator (spec 001 §2.2): clicking a step scrolls its section into view, and
 * scrolling the modal body moves the current step. The scroll area must be positioned (relative) so
 * that the sections' offsetTop is measured from it.
 */
export function useSectionScroll(count: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const sections = useRef<(HTMLElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  /** The step clicked last, kept while its smooth scroll runs so the indicator does not flicker. */
  const pending = useRef<{ index: number; top: number } | null>(null);

  const geometry = useCallback(
    (container: HTMLElement): SectionGeometry => ({
      sectionTops: sections.current.slice(0, count).map((section) => section?.offsetTop ?? 0),
      scrollHeight: container.scrollHeight,
      clientHeight: container.clientHeight,
    }),
    [count],
  );

  const sectionRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      sections.current[index] = element;
    },
    [],
  );

  const scrollToSection = useCallback(
    (index: number) => {
      const container = containerRef.current;
      if (!container || !sections.current[index]) return;
      const top = sectionScrollTop(geometry(container), index);
      pending.current = { index, top };
      setCurrent(index);
      container.scrollTo({ top, behavior: 'smooth' });
    },
    [geometry],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const target = pending.current;
      if (target) {
        if (Math.abs(container.scrollTop - target.top) > 2) return;
        pending.current = null;
        return;
      }
      setCurrent(activeSection(geometry(container), container.scrollTop));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The user taking over (wheel, touch, keys) ends a clicked step's smooth scroll.
    const release = () => {
      pending.current = null;
    };
    const timer = window.setTimeout(() => {
      container.addEventListener('scroll', onScroll, { passive: true });
      container.addEventListener('wheel', release, { passive: true });
      container.addEventListener('touchstart', release, { passive: true });
    }, SCROLL_LISTENER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (frame) cancelAnimationFrame(frame);
      container.removeEventListener('scroll', onScroll);
      container.removeEventListener('wheel', release);
      container.removeEventListener('touchstart', release);
    };
  }, [geometry]);

  return { containerRef, sectionRef, current, scrollToSection };
}
