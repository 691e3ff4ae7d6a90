import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './vehicle-gallery.module.css';

interface GalleryControlsProps {
  readonly index: number;
  readonly total: number;
  readonly onStep: (step: -1 | 1) => void;
}

/** 'Foto anterior' / 'Foto siguiente' over the photo and the 'n / total' counter. */
export function GalleryControls({ index, total, onStep }: GalleryControlsProps) {
  if (total < 2) return null;
  return (
    <>
      <ActionIcon
        className={`${classes.arrow} ${classes.arrowPrevious}`}
        variant="white"
        color="navy"
        size={44}
        radius="xl"
        aria-label="Foto anterior"
        onClick={() => onStep(-1)}
      >
        <IconChevronLeft size={26} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        className={`${classes.arrow} ${classes.arrowNext}`}
        variant="white"
        color="navy"
        size={44}
        radius="xl"
        aria-label="Foto siguiente"
        onClick={() => onStep(1)}
      >
        <IconChevronRight size={26} aria-hidden="true" />
      </ActionIcon>
      <output className={classes.counter} aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">Foto </span>
        {index + 1} / {total}
      </output>
    </>
  );
}
