import { Button, Text } from '@mantine/core';
import type { VehiclePhoto } from '@motorplaza/domain/photos/vehicle-photo.schema';
import { IconMaximize, IconPhotoOff } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { GalleryControls } from './gallery-controls';
import { GalleryFullscreen } from './gallery-fullscreen';
import { keyStep, stepIndex } from './gallery-steps';
import { GalleryThumbnails } from './gallery-thumbnails';
import { PhotoTrack } from './photo-track';
import classes from './vehicle-gallery.module.css';

interface VehicleGalleryProps {
  readonly idAuto: number;
  readonly name: string;
  readonly photos: readonly VehiclePhoto[];
}

/**
 * The car's photos: swipe, arrows, keyboard (when the gallery has focus), counter, thumbnails and
 * a full screen view. WebP in three widths; the first photo loads at once, the others when needed.
 */
export function VehicleGallery({ idAuto, name, photos }: VehicleGalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const total = photos.length;

  if (total === 0) {
    return (
      <div className={`${classes.stage} ${classes.empty}`}>
        <IconPhotoOff size={48} aria-hidden="true" />
        <Text>Pronto publicaremos las fotos de este auto.</Text>
      </div>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // The full screen view has its own keys; its events bubble here through the portal.
    const next = fullscreen ? null : keyStep(event.key, index, total);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  }

  return (
    <section className={classes.gallery} aria-label="Galería de fotos" onKeyDown={onKeyDown}>
      <div className={classes.stage}>
        <PhotoTrack
          idAuto={idAuto}
          photos={photos}
          index={index}
          onIndexChange={setIndex}
          label={`Fotos del ${name}`}
          altOf={(i) => `${name}, foto ${i + 1} de ${total}`}
          sizes="(min-width: 80em) 740px, (min-width: 62em) 58vw, 100vw"
          fit="cover"
          eager
          onPhotoClick={() => setFullscreen(true)}
        />
        <GalleryControls
          index={index}
          total={total}
          onStep={(step) => setIndex(stepIndex(index, step, total))}
        />
        <Button
          className={classes.fullscreenButton}
          variant="white"
          color="navy"
          size="compact-md"
          leftSection={<IconMaximize size={16} aria-hidden="true" />}
          onClick={() => setFullscreen(true)}
        >
          Pantalla completa
        </Button>
      </div>
      <GalleryThumbnails idAuto={idAuto} photos={photos} index={index} onSelect={setIndex} />
      <GalleryFullscreen
        opened={fullscreen}
        onClose={() => setFullscreen(false)}
        idAuto={idAuto}
        name={name}
        photos={photos}
        index={index}
        onIndexChange={setIndex}
      />
    </section>
  );
}
