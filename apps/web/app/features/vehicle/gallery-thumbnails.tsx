import { vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import type { VehiclePhoto } from '@motorplaza/domain/photos/vehicle-photo.schema';
import { useEffect, useRef } from 'react';
import classes from './vehicle-gallery.module.css';

interface GalleryThumbnailsProps {
  readonly idAuto: number;
  readonly photos: readonly VehiclePhoto[];
  readonly index: number;
  readonly onSelect: (index: number) => void;
}

/** The small photos under the gallery; the current one is marked and kept in view. */
export function GalleryThumbnails({ idAuto, photos, index, onSelect }: GalleryThumbnailsProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const current = list?.children[index];
    if (!list || !(current instanceof HTMLElement)) return;
    // Scroll the strip only, never the page.
    const left = current.offsetLeft - (list.clientWidth - current.clientWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [index]);

  if (photos.length < 2) return null;
  return (
    <ul ref={listRef} className={classes.thumbnails} aria-label="Miniaturas">
      {photos.map((photo, i) => (
        <li key={photo.imagen}>
          <button
            type="button"
            className={classes.thumbnail}
            aria-label={`Ver foto ${i + 1} de ${photos.length}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
          >
            <img
              src={vehiclePhotoUrl(idAuto, photo.imagen, 480)}
              width={480}
              height={Math.round((480 * photo.alto) / photo.ancho)}
              alt=""
              loading="lazy"
              decoding="async"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
