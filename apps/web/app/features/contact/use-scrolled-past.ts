import { useEffect, useState } from 'react';

/** Whether the window has scrolled more than `offset` pixels down; re-renders only when that flips. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update(); // a page restored lower down (Back) starts scrolled
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
