import { Skeleton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { type PhotoWidth, useOfferPhotoUrl } from '../api/get-offer-photo';
import classes from './offers.module.css';

/** An offer photo, read with the staff's session (never a public URL). */
export function OfferPhotoImage({
  id,
  imagen,
  width,
  alt,
}: {
  readonly id: number;
  readonly imagen: string | null;
  readonly width: PhotoWidth;
  readonly alt: string;
}) {
  const photo = useOfferPhotoUrl(id, imagen, width);
  if (imagen === null || photo.failed) {
    return (
      <span
        className={classes.placeholder}
        role="img"
        aria-label={imagen === null ? 'Sin fotos' : 'Foto no disponible'}
      >
        <IconPhotoOff size={22} aria-hidden="true" />
      </span>
    );
  }
  if (!photo.url) return <Skeleton className={classes.photo} aria-hidden="true" />;
  return <img src={photo.url} alt={alt} className={classes.photo} />;
}
