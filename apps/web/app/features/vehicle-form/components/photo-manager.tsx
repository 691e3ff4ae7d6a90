import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import {
  checkCompressedSizes,
  checkPhotoBatch,
  MAX_VEHICLE_PHOTOS,
  PHOTO_MESSAGES,
  PHOTO_MIME_TYPES,
  type PhotoRejection,
} from '@motorplaza/domain/photos/photo-rules';
import { IconAlertCircle, IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { readPhotoFormat } from '../../../lib/photos/read-photo-format';
import { type Compress, lazyCompress, shrinkLargePhotos } from '../../../lib/photos/shrink-large-photos';
import type { FormPhoto } from '../hooks/use-photo-list';
import classes from './photo-manager.module.css';
import { SortablePhotoGrid } from './sortable-photo-grid';

interface PhotoManagerProps {
  readonly photos: readonly FormPhoto[];
  readonly disabled: boolean;
  readonly onAdd: (files: readonly File[]) => void;
  readonly onMove: (activeId: string, overId: string) => void;
  readonly onCover: (id: string) => void;
  readonly onRemove: (id: string) => void;
  /** How a photo over 5 MB is compressed when picked (the browser's library unless a test gives one). */
  readonly compress?: Compress;
}

const defaultCompress = lazyCompress();

/**
 * Section 4's photo gallery (spec 001 §2.2, §5): drop or pick photos, each batch checked against the
 * photos already loaded; reorder, choose the cover, remove.
 */
export function PhotoManager({
  photos,
  disabled,
  onAdd,
  onMove,
  onCover,
  onRemove,
  compress = defaultCompress,
}: PhotoManagerProps) {
  const [rejection, setRejection] = useState<PhotoRejection | null>(null);
  const openRef = useRef<() => void>(null);
  /** The photos in the form, counting a batch added while another one's bytes were being read. */
  const loaded = useRef(photos.length);
  loaded.current = photos.length;
  const full = photos.length >= MAX_VEHICLE_PHOTOS;

  // Dropzone splits a batch into accepted and rejected files; the spec judges the batch as a whole.
  // The first bytes are read here, so that a file renamed `.jpg` is refused now, not at save time.
  async function receive(files: readonly File[]) {
    if (files.length === 0) return;
    const formats = await Promise.all(files.map(readPhotoFormat));
    const candidates = files.map((file, index) => ({
      name: file.name,
      type: file.type,
      size: file.size,
      format: formats[index] ?? null,
    }));
    const problem = checkPhotoBatch(candidates, loaded.current);
    setRejection(problem);
    if (problem) return;
    // Counted at once, so that a batch picked while this one compresses is judged with it.
    loaded.current += files.length;
    const kept = await shrinkLargePhotos(files, compress);
    const tooLarge = checkCompressedSizes(kept.map((file) => file.size));
    setRejection(tooLarge);
    if (tooLarge) {
      loaded.current -= files.length;
      return;
    }
    onAdd(kept);
  }

  return (
    <Stack gap="sm">
      <Dropzone
        openRef={openRef}
        onDrop={() => undefined}
        onDropAny={(accepted: FileWithPath[], rejected) =>
          void receive([...accepted, ...rejected.map((item) => item.file)])
        }
        accept={[...PHOTO_MIME_TYPES]}
        multiple
        disabled={disabled || full}
        inputProps={{ 'aria-label': 'Seleccionar fotos' }}
        className={classes.dropzone}
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={110} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhotoPlus size={40} aria-hidden="true" />
          </Dropzone.Idle>
          <div>
            <Text size="md" fw={500}>
              Arrastra las fotos aquí o haz clic para seleccionarlas
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              JPG, PNG o WebP, hasta 25; las de más de 5 MB se comprimen al agregarlas
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rejection && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          {PHOTO_MESSAGES[rejection]}
        </Alert>
      )}
      <Group justify="space-between">
        <Text size="sm" fw={500} aria-live="polite">
          {photos.length} / {MAX_VEHICLE_PHOTOS} fotos
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPhotoPlus size={16} aria-hidden="true" />}
          disabled={disabled || full}
          onClick={() => openRef.current?.()}
        >
          Agregar más
        </Button>
      </Group>
      {photos.length > 0 && (
        <SortablePhotoGrid
          photos={photos}
          disabled={disabled}
          onMove={onMove}
          onCover={onCover}
          onRemove={onRemove}
        />
      )}
    </Stack>
  );
}
