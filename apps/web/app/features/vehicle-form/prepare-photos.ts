import type { PhotoSlot } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { pickUpload, renamedPhoto } from '../../lib/photos/pick-upload';
import type { UploadFile } from './api/save-vehicle';
import type { FormPhoto } from './hooks/use-photo-list';

/** Compresses one photo in the browser (spec 001 §4 "Form saving"). */
export type CompressPhoto = (file: File) => Promise<Blob>;

export interface PreparedPhotos {
  /** The `fotos` of the save, in display order. */
  readonly slots: PhotoSlot[];
  /** One file part per new photo, named by its slot's `archivo`. */
  readonly files: UploadFile[];
  /** New photos whose compression failed: left out of the save (spec 001 §8). */
  readonly skipped: number;
}

/** Builds the photo slots and file parts of a save; new photos are compressed one after another. */
export async function preparePhotos(
  photos: readonly FormPhoto[],
  compress: CompressPhoto,
): Promise<PreparedPhotos> {
  const slots: PhotoSlot[] = [];
  const files: UploadFile[] = [];
  let skipped = 0;
  for (const photo of photos) {
    if (photo.kind === 'stored') {
      slots.push({ imagen: photo.imagen });
      continue;
    }
    if (photo.kind === 'offer') {
      slots.push({ oferta: photo.imagen });
      continue;
    }
    try {
      const upload = pickUpload(photo.file, await compress(photo.file));
      const archivo = `foto_${slots.length + 1}`;
      slots.push({ archivo });
      files.push({ part: archivo, file: renamedPhoto(upload, archivo) });
    } catch (error) {
      // spec 001 §8 "Photo compression fails": logged, and the photo is left out.
      console.error('No se pudo comprimir la foto', photo.file.name, error);
      skipped += 1;
    }
  }
  return { slots, files, skipped };
}
