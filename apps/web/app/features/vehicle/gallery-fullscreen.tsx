import { Modal } from '@mantine/core';
import type { VehiclePhoto } from '@motorplaza/domain/photos/vehicle-photo.schema';
import { useEffect } from 'react';
import { GalleryControls } from './gallery-controls';
import { keyStep, stepIndex } from './gallery-steps';
import { GalleryThumbnails } from './gallery-thumbnails';
import { PhotoTrack } from './photo-track';
import classes from './vehicle-gallery.module.css';

interface GalleryFullscreenProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly idAuto: number;
  readonly name: string;
  readonly photos: readonly VehiclePhoto[];
  readonly index: number;
  readonly onIndexChange: (index: number) => void;
}

/** The photos over the whole screen; Escape or 'Cerrar' goes back to the page at the same photo. */
export function GalleryFullscreen(props: GalleryFullscreenProps) {
  const { opened, onClose, idAuto, name, photos, index, onIndexChange } = props;
  const total = photos.length;

  useEffect(() => {
    if (!opened) return;
    function onKeyDown(event: globalThis.KeyboardEvent) {
      const next = keyStep(event.key, index, total);
      if (next === null) return;
      event.preventDefault();
      onIndexChange(next);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, index, total, onIndexChange]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={`Fotos del ${name}`}
      transitionProps={{ transition: 'fade', duration: 150 }}
      classNames={{
        content: `${classes.viewerContent} dark-surface`,
        header: classes.viewerHeader,
        close: classes.viewerClose,
      }}
    >
      <div className={classes.viewer}>
        <div className={classes.viewerStage}>
          <PhotoTrack
            idAuto={idAuto}
            photos={photos}
            index={index}
            onIndexChange={onIndexChange}
            label={`Fotos del ${name} en pantalla completa`}
            altOf={(i) => `${name}, foto ${i + 1} de ${total}`}
            sizes="100vw"
            fit="contain"
            eager={false}
          />
          <GalleryControls
            index={index}
            total={total}
            onStep={(step) => onIndexChange(stepIndex(index, step, total))}
          />
        </div>
        <GalleryThumbnails idAuto={idAuto} photos={photos} index={index} onSelect={onIndexChange} />
      </div>
    </Modal>
  );
}
