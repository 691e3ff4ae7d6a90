import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { FormPhoto } from '../hooks/use-photo-list';
import classes from './photo-manager.module.css';
import { PhotoTile } from './photo-tile';

interface SortablePhotoGridProps {
  readonly photos: readonly FormPhoto[];
  readonly disabled: boolean;
  readonly onMove: (activeId: string, overId: string) => void;
  readonly onCover: (id: string) => void;
  readonly onRemove: (id: string) => void;
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'Para mover una foto, pulsa espacio o Enter para tomarla, usa las flechas para cambiarla de lugar y pulsa espacio o Enter para soltarla. Escape cancela.',
};

function positionOf(photos: readonly FormPhoto[], id: UniqueIdentifier | undefined): number {
  return photos.findIndex((photo) => photo.id === id) + 1;
}

function announcements(photos: readonly FormPhoto[]): Announcements {
  const total = photos.length;
  return {
    onDragStart: ({ active }) => `Tomaste la foto ${positionOf(photos, active.id)} de ${total}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `La foto ${positionOf(photos, active.id)} está sobre la posición ${positionOf(photos, over.id)} de ${total}.`
        : `La foto ${positionOf(photos, active.id)} ya no está sobre la lista.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Soltaste la foto ${positionOf(photos, active.id)} en la posición ${positionOf(photos, over.id)} de ${total}.`
        : `Soltaste la foto ${positionOf(photos, active.id)}; queda en su lugar.`,
    onDragCancel: ({ active }) =>
      `Movimiento cancelado; la foto ${positionOf(photos, active.id)} queda en su lugar.`,
  };
}

/** The photo grid, reordered by dragging or with the keyboard (dnd-kit). */
export function SortablePhotoGrid({ photos, disabled, onMove, onCover, onRemove }: SortablePhotoGridProps) {
  const sensors = useSensors(
    // A short move before a drag starts, so clicks on the tile's buttons stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: announcements(photos),
        screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
      }}
    >
      <SortableContext
        items={photos.map((photo) => photo.id)}
        strategy={rectSortingStrategy}
        disabled={disabled}
      >
        <ul className={classes.grid} aria-label="Fotos del automóvil">
          {photos.map((photo) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              disabled={disabled}
              onCover={onCover}
              onRemove={onRemove}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
