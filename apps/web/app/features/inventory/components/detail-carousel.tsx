import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { vehiclePhotoSrcSet, vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import type { VehiclePhoto } from '@motorplaza/domain/photos/vehicle-photo.schema';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import classes from './vehicle-detail-modal.module.css';

/** Spec 001 §9: the carousel advances every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000;

interface DetailCarouselProps {
  readonly idAuto: number;
  /** Ordered by orden (0 is the cover). */
  readonly photos: readonly VehiclePhoto[];
  /** "Marca Modelo", for the photos' alternative texts. */
  readonly name: string;
}

/**
 * Spec 001 §2.3 image carousel: auto-advance (paused while hovered or focused, and off for reduced
 * motion), arrows, indicators, Left/Right keys and the counter "n / total".
 */
export function DetailCarousel({ idAuto, photos, name }: DetailCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const total = photos.length;
  const paused = hovered || focused || reducedMotion === true;

  useEffect(() => {
    if (paused || total < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % total),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, total]);

  if (total === 0) {
    return (
      <div className={classes.carouselEmpty}>
        <IconPhoto size={56} stroke={1.5} aria-hidden="true" />
        Sin fotos
      </div>
    );
  }

  const go = (target: number) => setIndex((target + total) % total);
  const shown = Math.min(index, total - 1);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(shown - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(shown + 1);
    }
  }

  return (
    // Left/Right work while focus is on its arrows or indicators.
    <section
      className={classes.carousel}
      aria-roledescription="carrusel"
      aria-label="Fotos del vehículo"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={classes.slides} aria-live={paused ? 'polite' : 'off'}>
        {photos.map((photo, position) => (
          <div key={photo.imagen} className={classes.slide} hidden={position !== shown}>
            <img
              className={classes.slidePhoto}
              src={vehiclePhotoUrl(idAuto, photo.imagen, 960)}
              srcSet={vehiclePhotoSrcSet(idAuto, photo.imagen)}
              sizes="(min-width: 62em) 560px, 92vw"
              width={photo.ancho}
              height={photo.alto}
              alt={`${name}, foto ${position + 1} de ${total}`}
              loading={position === 0 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
      </div>
      {total > 1 && (
        <>
          <ActionIcon
            className={`${classes.arrow} ${classes.arrowPrevious}`}
            variant="white"
            color="dark"
            size="xl"
            radius="xl"
            aria-label="Foto anterior"
            onClick={() => go(shown - 1)}
          >
            <IconChevronLeft size={22} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            className={`${classes.arrow} ${classes.arrowNext}`}
            variant="white"
            color="dark"
            size="xl"
            radius="xl"
            aria-label="Foto siguiente"
            onClick={() => go(shown + 1)}
          >
            <IconChevronRight size={22} aria-hidden="true" />
          </ActionIcon>
          <div className={classes.indicators}>
            {photos.map((photo, position) => (
              <button
                key={photo.imagen}
                type="button"
                className={classes.indicator}
                aria-label={`Ir a la foto ${position + 1}`}
                aria-current={position === shown ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
        </>
      )}
      <span className={classes.counter}>
        {shown + 1} / {total}
      </span>
    </section>
  );
}
