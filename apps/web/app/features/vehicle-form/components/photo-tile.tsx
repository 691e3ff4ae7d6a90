import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconGripVertical, IconStar, IconTrash } from '@tabler/icons-react';
import type { FormPhoto } from '../hooks/use-photo-list';
import classes from './photo-manager.module.css';

interface PhotoTileProps {
  readonly photo: FormPhoto;
  readonly disabled: boolean;
  readonly onCover: (id: string) => void;
  readonly onRemove: (id: string) => void;
}

/**
 * One photo of the grid. The whole tile drags with a pointer; the handle is the keyboard's way to
 * pick it up (space or Enter, arrows, space or Enter again).
 */
export function PhotoTile({ photo, disabled, onCover, onRemove }: PhotoTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.id, disabled });
  const number = photo.orden + 1;
  const isCover = photo.orden === 0;

  return (
    <li
      ref={setNodeRef}
      className={classes.tile}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      {...listeners}
    >
      <img
        src={photo.url}
        alt={`Foto ${number}${isCover ? ' (portada)' : ''}`}
        className={classes.image}
        draggable={false}
      />
      {isCover && (
        <Badge className={classes.coverBadge} size="sm">
          Portada
        </Badge>
      )}
      <span className={classes.number} aria-hidden="true">
        {number}
      </span>
      <div className={classes.actions}>
        <Tooltip label="Arrastra o usa las flechas para mover" withinPortal zIndex={400}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="white"
            color="dark"
            aria-label={`Mover foto ${number}`}
            className={classes.handle}
            {...attributes}
          >
            <IconGripVertical size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        {!isCover && (
          <Tooltip label="Usar como portada" withinPortal zIndex={400}>
            <ActionIcon
              variant="white"
              color="blue"
              aria-label={`Usar foto ${number} como portada`}
              disabled={disabled}
              onClick={() => onCover(photo.id)}
            >
              <IconStar size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label="Eliminar foto" withinPortal zIndex={400}>
          <ActionIcon
            variant="white"
            color="red"
            aria-label={`Eliminar foto ${number}`}
            disabled={disabled}
            onClick={() => onRemove(photo.id)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </div>
    </li>
  );
}
