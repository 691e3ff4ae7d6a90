import { vehiclePhotoSrcSet, vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import type { VehiclePhoto } from '@motorplaza/domain/photos/vehicle-photo.schema';
import { useEffect, useRef } from 'react';
import classes from './vehicle-gallery.module.css';

interface PhotoTrackProps {
  readonly idAuto: number;
  readonly photos: readonly VehiclePhoto[];
  readonly index: number;
  readonly onIndexChange: (index: number) => void;
  readonly label: string;
  readonly altOf: (index: number) => string;
  /** `sizes` of the srcset: the rendered width of one photo. */
  readonly sizes: string;
  readonly fit: 'cover' | 'contain';
  /** Only the page's gallery loads its first photo eagerly (the page's largest paint). */
  readonly eager: boolean;
  readonly onPhotoClick?: () => void;
}

const SETTLE_MS = 90;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A row of photos that snaps one photo at a time: touch swipe is the browser's own scrolling, so it
 * is smooth and costs no script. `index` drives the scroll; a scroll the visitor started reports its
 * photo once it settles (programmatic smooth scrolls pass other photos on the way and are ignored).
 */
export function PhotoTrack(props: PhotoTrackProps) {
  const { idAuto, photos, index, onIndexChange, label, altOf, sizes, fit, eager, onPhotoClick } = props;
  const trackRef = useRef<HTMLElement>(null);
  const indexRef = useRef(index);
  const settleRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Only a scroll the visitor started (swipe, wheel, trackpad) may change the photo shown. */
  const userScrollRef = useRef(false);
  const mountedRef = useRef(false);

  useEffect(() => {
    indexRef.current = index;
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    // Always scroll, even when passing the target: it retargets a smooth scroll still under way.
    const smooth = mountedRef.current && !prefersReducedMotion();
    userScrollRef.current = false;
    track.scrollTo({ left: index * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  }, [index]);

  useEffect(() => {
    mountedRef.current = true;
    return () => clearTimeout(settleRef.current);
  }, []);

  function startUserScroll() {
    userScrollRef.current = true;
  }

  function onScroll() {
    if (!userScrollRef.current) return;
    clearTimeout(settleRef.current);
    settleRef.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      userScrollRef.current = false;
      const settled = Math.round(track.scrollLeft / track.clientWidth);
      if (settled !== indexRef.current) onIndexChange(settled);
    }, SETTLE_MS);
  }

  return (
    <section
      ref={trackRef}
      className={classes.track}
      data-fit={fit}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, for the arrow keys (WCAG 2.1.1)
      tabIndex={0}
      aria-roledescription="carrusel"
      aria-label={label}
      onScroll={onScroll}
      onTouchStart={startUserScroll}
      onWheel={startUserScroll}
      onPointerDown={startUserScroll}
    >
      {photos.map((photo, i) => (
        <div key={photo.imagen} className={classes.slide} aria-hidden={i === index ? undefined : true}>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard opens the same view with the 'Pantalla completa' button */}
          <img
            src={vehiclePhotoUrl(idAuto, photo.imagen, 960)}
            srcSet={vehiclePhotoSrcSet(idAuto, photo.imagen)}
            sizes={sizes}
            width={photo.ancho}
            height={photo.alto}
            alt={altOf(i)}
            loading={eager && i === 0 ? 'eager' : 'lazy'}
            fetchPriority={eager && i === 0 ? 'high' : undefined}
            decoding="async"
            draggable={false}
            className={classes.photo}
            onClick={onPhotoClick}
          />
        </div>
      ))}
    </section>
  );
}
